/**
 * A Node system error (ENOSPC, EACCES, EISDIR, EROFS, EMFILE ...) from a command's file I/O, as one
 * line naming the file and the cause, or undefined for any other value (issue 41: a full disk
 * printed 8-10 lines of stack trace).
 */
export function systemErrorLine(e: unknown): string | undefined {
  if (!(e instanceof Error)) return undefined;
  const { code, syscall, path } = e as NodeJS.ErrnoException;
  if (typeof code !== 'string' || !/^E[A-Z0-9]+$/.test(code) || typeof syscall !== 'string') return undefined;
  const what = path === undefined ? '' : ` ${path}`;
  const why = CAUSES[code] ?? e.message.split('\n')[0]!;
  return `cannot ${syscall}${what}: ${code} (${why})`;
}

/** Plain words for the usual codes; others keep Node's message. */
const CAUSES: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  ENOENT: 'no such file or directory',
  EMFILE: 'too many open files',
  EDQUOT: 'disk quota exceeded',
  EIO: 'input/output error',
};
