import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { InvalidInputError } from '../errors/InvalidInputError';
import { SchedlabError } from '../errors/SchedlabError';
import type { SwfOptions } from './SwfOptions';
import type { SwfTrace } from './SwfTrace';
import { feedLines } from './internals/feedLines';
import { SwfParser } from './internals/SwfParser';

async function isGzip(path: string): Promise<boolean> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(2);
    const { bytesRead } = await fh.read(buf, 0, 2, 0);
    return bytesRead === 2 && buf[0] === 0x1f && buf[1] === 0x8b;
  } finally {
    await fh.close();
  }
}

/**
 * Reads a Standard Workload Format trace file, plain or gzip-compressed (detected by its magic
 * bytes, whatever the file name), streaming it line by line (`fs.createReadStream` +
 * `zlib.createGunzip` + `readline`) so that a log of hundreds of thousands of jobs is never held
 * as one string. Conversion rules and options are those of `parseSwf`; error messages name the
 * file and line.
 *
 * @param path - file path
 * @param options - conversion options (see {@link SwfOptions})
 * @returns header, rigid jobs, rejected lines (and raw records with `records: true`)
 * @throws InvalidInputError (as a rejected Promise) when the file cannot be read or decompressed,
 *   or on a malformed line unless `malformed: 'reject'`
 * @example
 * ```ts
 * import { readSwf } from 'schedlab/workload';
 * const { header, jobs, rejected } = await readSwf('KTH-SP2-1996-2.1-cln.swf.gz');
 * console.log(header.maxProcs, jobs.length, rejected.length);
 * ```
 */
export async function readSwf(path: string, options: SwfOptions = {}): Promise<SwfTrace> {
  if (typeof path !== 'string' || path === '') throw new InvalidInputError('readSwf: path must be a non-empty string');
  const parser = new SwfParser({ ...options, source: options.source ?? path });
  let file: Readable | undefined;
  let input: Readable | undefined;
  try {
    const gz = await isGzip(path);
    file = createReadStream(path);
    if (gz) {
      const gunzip = createGunzip();
      file.on('error', (e: Error) => gunzip.destroy(e));
      input = file.pipe(gunzip);
    } else input = file;
    await feedLines(input as AsyncIterable<Uint8Array>, parser, path);
  } catch (e) {
    if (e instanceof SchedlabError) throw e;
    throw new InvalidInputError(`readSwf: cannot read "${path}": ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    input?.destroy();
    file?.destroy();
  }
  return parser.finish();
}
