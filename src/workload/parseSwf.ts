import { InvalidInputError } from '../errors/InvalidInputError';
import type { SwfOptions } from './SwfOptions';
import type { SwfTrace } from './SwfTrace';
import { feedLines } from './internals/feedLines';
import { SwfParser } from './internals/SwfParser';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const PARSE_SWF_OPTIONS_KEYS = optionKeys<SwfOptions>({ status: true, processors: true, missingEstimate: true, maxProcessors: true, malformed: true, records: true, source: true, queues: true });

function isAsyncIterable(x: unknown): x is AsyncIterable<string | Uint8Array> {
  return typeof x === 'object' && x !== null && Symbol.asyncIterator in x;
}

async function parseAsync(source: AsyncIterable<string | Uint8Array>, parser: SwfParser, where: string): Promise<SwfTrace> {
  await feedLines(source, parser, where);
  return parser.finish();
}

/**
 * Parses a trace in the Standard Workload Format (Feitelson et al., Parallel Workloads
 * Archive; used with 18 fields by Franke, Lepping & Schwiegelshohn, section 5) into rigid jobs.
 *
 * Each job line becomes `{ kind: 'rigid', id: String(field 1), submit: field 2, runtime:
 * field 4, processors: field 5 (or 8), estimate: field 9, user: field 12, group: field 13 }`
 * (user/group left out when -1), or is reported in `rejected` with its line number and reason
 * (unknown or zero run time, unknown processors, wider than the machine, status not kept,
 * unknown estimate with `missingEstimate: 'reject'`, duplicate job number). See
 * {@link SwfOptions} for the documented choices. Header lines (`; Key: value`) are expected
 * before the first job.
 *
 * A string is parsed synchronously. An async iterable is consumed as it arrives: string items
 * are lines (as `node:readline` yields them), `Uint8Array` items are raw UTF-8 chunks split on
 * newlines; the result is then a Promise. Use `readSwf` for files (plain, gzip or Brotli).
 *
 * @param source - the whole text, or an async iterable of lines or byte chunks
 * @param options - conversion options
 * @throws InvalidInputError on invalid options, or on a malformed line (not 18 numeric fields)
 *   naming the line and field, unless `malformed: 'reject'`
 * @example
 * ```ts
 * import { parseSwf } from 'schedlab/workload';
 * const trace = parseSwf('; MaxProcs: 8\n1 0 5 100 4 -1 -1 4 300 -1 1 7 2 -1 -1 -1 -1 -1\n');
 * trace.header.maxProcs; // 8
 * trace.jobs[0]; // { kind: 'rigid', id: '1', submit: 0, processors: 4, runtime: 100, estimate: 300, user: 7, group: 2 }
 * ```
 */
export function parseSwf(source: string, options?: SwfOptions): SwfTrace;
/**
 * Parses an SWF trace from an async iterable of lines or UTF-8 byte chunks (a `node:readline`
 * interface, a stream): same conversion as the string form, with a Promise of the trace.
 *
 * @param source - async iterable of lines (strings) or raw UTF-8 chunks (`Uint8Array`)
 * @param options - conversion options
 * @throws InvalidInputError (as a rejected Promise) on invalid options or a malformed line,
 *   unless `malformed: 'reject'`
 *
 * @example
 * ```ts
 * import { createReadStream } from 'node:fs';
 * import { createInterface } from 'node:readline';
 * import { parseSwf } from 'schedlab/workload';
 * const lines = createInterface({ input: createReadStream('trace.swf'), crlfDelay: Infinity });
 * const trace = await parseSwf(lines, { status: 'completed' });
 * ```
 */
export function parseSwf(source: AsyncIterable<string | Uint8Array>, options?: SwfOptions): Promise<SwfTrace>;
/**
 * Implementation signature of the two `parseSwf` overloads above (not visible to callers; the
 * overloads carry the documentation).
 *
 * @example
 * ```ts
 * import { parseSwf } from 'schedlab/workload';
 * const trace = parseSwf('1 0 5 100 4 -1 -1 4 300 -1 1 7 2 -1 -1 -1 -1 -1\n');
 * ```
 */
export function parseSwf(source: string | AsyncIterable<string | Uint8Array>, options: SwfOptions = {}): SwfTrace | Promise<SwfTrace> {
  checkOptions('parseSwf(options)', options, PARSE_SWF_OPTIONS_KEYS);
  const parser = new SwfParser(options);
  if (typeof source === 'string') {
    let from = 0;
    for (;;) {
      const nl = source.indexOf('\n', from);
      if (nl < 0) {
        if (from < source.length) parser.push(source.slice(from));
        break;
      }
      parser.push(source.slice(from, nl));
      from = nl + 1;
    }
    return parser.finish();
  }
  if (isAsyncIterable(source)) return parseAsync(source, parser, options.source ?? 'parseSwf');
  throw new InvalidInputError(`parseSwf: source must be a string or an async iterable of lines or byte chunks, got ${typeof source}`);
}
