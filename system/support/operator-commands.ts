// `npm run backup` and `npm run restore` as an operator runs them: their own processes, through tsx, with
// the environment given (and no DATABASE_URL unless given, as for the servers).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runOperatorCommand(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${command}.ts`, ...args], {
      cwd: rootDir,
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.server.json', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
