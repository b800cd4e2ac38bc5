import type { SwfOptions } from '../workload/SwfOptions';
import type { SwfTrace } from '../workload/SwfTrace';
import { readSwf } from '../workload/readSwf';
import { bundledTracePath } from './bundledTracePath';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const READ_BUNDLED_TRACE_OPTIONS_KEYS = optionKeys<SwfOptions>({ status: true, processors: true, missingEstimate: true, maxProcessors: true, malformed: true, records: true, source: true, queues: true });

/**
 * Reads a log the package ships (see {@link bundledTraces}) by name, with `readSwf`: header,
 * rigid jobs and rejected lines. The file is found in the installed package, whatever the
 * current directory, from the ESM and the CommonJS build.
 *
 * @param name - a name of {@link bundledTraces}, e.g. `'KTH-SP2'`
 * @param options - conversion options of `readSwf` (see `SwfOptions`)
 * @throws InvalidInputError (as a rejected Promise) naming the known traces when `name` is not one of them
 * @example
 * ```ts
 * import { readBundledTrace } from 'schedlab/traces';
 * const { header, jobs, rejected } = await readBundledTrace('KTH-SP2');
 * console.log(header.maxProcs, jobs.length, rejected.length); // 100 28467 9
 * ```
 */
export async function readBundledTrace(name: string, options: SwfOptions = {}): Promise<SwfTrace> {
  checkOptions('readBundledTrace(options)', options, READ_BUNDLED_TRACE_OPTIONS_KEYS);
  return readSwf(bundledTracePath(name).path, options);
}
