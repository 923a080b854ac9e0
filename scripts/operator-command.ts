// How the operator commands end: a refusal the operator can act on (bad configuration, a non-empty
// target, a missing tool) is printed alone, anything else with its stack; both exit with code 1.
import { ConfigError } from '../server/config';
import { OperatorError } from '../server/operations/backup/operator-error';

export async function runOperatorCommand(run: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await run();
  } catch (error) {
    if (error instanceof OperatorError || error instanceof ConfigError) console.error(error.message);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  }
}
