/** Where a command writes: stdout for results, stderr for progress and errors. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** True when stderr is a terminal (progress bars instead of log lines). */
  readonly tty: boolean;
}
