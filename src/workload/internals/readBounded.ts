import { closeSync, openSync, readSync } from 'node:fs';
import { InvalidInputError } from '../../errors/InvalidInputError';

/** Reads a whole file, refusing more than `limit` bytes (a device such as /dev/zero never ends). */
export function readBounded(path: string, limit: number, what = 'a job-set file'): string {
  const fd = openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(1 << 20);
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      total += n;
      if (total > limit) throw new InvalidInputError(`${path}: larger than ${limit / (1024 * 1024)} MiB: not ${what}`);
      chunks.push(chunk.subarray(0, n));
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } finally {
    closeSync(fd);
  }
}
