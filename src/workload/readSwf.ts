import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { InvalidInputError } from '../errors/InvalidInputError';
import { SchedlabError } from '../errors/SchedlabError';
import type { SwfOptions } from './SwfOptions';
import type { SwfTrace } from './SwfTrace';
import { feedLines } from './internals/feedLines';
import { SwfParser } from './internals/SwfParser';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const READ_SWF_OPTIONS_KEYS = optionKeys<SwfOptions>({ status: true, processors: true, missingEstimate: true, maxProcessors: true, malformed: true, records: true, source: true, queues: true });

/**
 * Bounds on a compressed trace's inflated text (a gzip bomb: 1 GB of newlines in 1 MB kept
 * `simulate --swf` busy past 60 s). Real SWF logs compress 5 to 9 times with gzip -9 (the six in
 * the repository: 4.8-8.7) and 10 to 15 times with Brotli quality 11 (the three shipped `.br`
 * logs: 9.9, 14.5 and 10.3, the last two being the first 20,000 jobs of their logs), so past the first 16 MiB of text, an inflated size more than 100
 * times the compressed bytes read so far is refused, for either format, and so is any text past
 * 4 GiB (some 40 million jobs).
 */
const GZIP_CHECK_AFTER = 16 * 1024 * 1024;
const MAX_GZIP_RATIO = 100;
const MAX_INFLATED = 4 * 1024 * 1024 * 1024;

/** The chunks of a decompressed stream, refused once they break the bounds above. */
async function* boundedInflate(input: AsyncIterable<Uint8Array>, compressedSoFar: () => number, path: string): AsyncGenerator<Uint8Array> {
  let inflated = 0;
  for await (const chunk of input) {
    inflated += chunk.length;
    if (inflated > MAX_INFLATED) throw new InvalidInputError(`readSwf: "${path}" inflates to more than 4 GiB: not an SWF trace`);
    if (inflated > GZIP_CHECK_AFTER && inflated > MAX_GZIP_RATIO * compressedSoFar()) {
      throw new InvalidInputError(`readSwf: "${path}" inflates more than ${MAX_GZIP_RATIO} times (${inflated} bytes from ${compressedSoFar()}): a compression bomb, not an SWF trace (real logs compress 5-9 times)`);
    }
    yield chunk;
  }
}

/** The decompressor of a trace file: gzip by its magic bytes 1f 8b, Brotli by the name `.br` (Brotli has no magic bytes). */
async function compression(path: string): Promise<'gzip' | 'brotli' | undefined> {
  if (await isGzip(path)) return 'gzip';
  return /\.br$/i.test(path) ? 'brotli' : undefined;
}

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
 * Reads a Standard Workload Format trace file, plain, gzip-compressed (detected by its magic
 * bytes, whatever the file name) or Brotli-compressed (a name ending in `.br`, as the logs the
 * package ships), streaming it line by line (`fs.createReadStream` + `zlib.createGunzip` or
 * `zlib.createBrotliDecompress` + `readline`) so that a log of hundreds of thousands of jobs is
 * never held as one string. Conversion rules and options are those of `parseSwf`; error messages
 * name the file and line. A compressed file may not inflate more than 100 times (past its first
 * 16 MiB of text) nor past 4 GiB: a compression bomb is refused within seconds.
 *
 * @param path - file path
 * @param options - conversion options (see {@link SwfOptions})
 * @returns header, rigid jobs, rejected lines (and raw records with `records: true`)
 * @throws InvalidInputError (as a rejected Promise) when the file cannot be read or decompressed,
 *   or on a malformed line unless `malformed: 'reject'`
 * @example
 * ```ts
 * import { readSwf } from 'schedlab/workload';
 * const { header, jobs, rejected } = await readSwf('KTH-SP2-1996-2.1-cln.swf.br');
 * console.log(header.maxProcs, jobs.length, rejected.length);
 * ```
 */
export async function readSwf(path: string, options: SwfOptions = {}): Promise<SwfTrace> {
  checkOptions('readSwf(options)', options, READ_SWF_OPTIONS_KEYS);
  if (typeof path !== 'string' || path === '') throw new InvalidInputError('readSwf: path must be a non-empty string');
  const parser = new SwfParser({ ...options, source: options.source ?? path });
  let file: Readable | undefined;
  let input: Readable | undefined;
  try {
    const packed = await compression(path);
    file = createReadStream(path);
    let source: AsyncIterable<Uint8Array>;
    if (packed !== undefined) {
      const inflate = packed === 'gzip' ? createGunzip() : createBrotliDecompress();
      let compressed = 0;
      file.on('data', (c: Buffer | string) => (compressed += c.length));
      file.on('error', (e: Error) => inflate.destroy(e));
      input = file.pipe(inflate);
      source = boundedInflate(input as AsyncIterable<Uint8Array>, () => compressed, path);
    } else {
      input = file;
      source = input as AsyncIterable<Uint8Array>;
    }
    await feedLines(source, parser, path);
  } catch (e) {
    if (e instanceof SchedlabError) throw e;
    throw new InvalidInputError(`readSwf: cannot read "${path}": ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    input?.destroy();
    file?.destroy();
  }
  return parser.finish();
}
