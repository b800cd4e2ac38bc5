#!/usr/bin/env node
import { main } from './main';

/**
 * Output streams: a closed pipe (`schedlab ... | head`) ends the process quietly with code 0, as
 * Unix tools do; any other write error (e.g. ENOSPC on `> /dev/full`) is one line on stderr and
 * exit code 1.
 */
function guard(stream: NodeJS.WriteStream, name: string): void {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    if (name !== 'stderr') process.stderr.write(`schedlab: cannot write to ${name}: ${e.code ?? e.message}\n`);
    process.exit(1);
  });
}
guard(process.stdout, 'stdout');
guard(process.stderr, 'stderr');

main(process.argv.slice(2), {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  tty: process.stderr.isTTY === true,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`schedlab: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  },
);
