/** A bad command line (unknown flag, missing value, unreadable file): printed on one line, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
