// A refusal or failure the operator can act on: the backup and restore commands print its message alone,
// without a stack, and exit with a non-zero code.
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}
