import { InvalidInputError } from '../errors/InvalidInputError';
import type { RigidJob } from '../engine/Job';
import type { Workload } from '../engine/Workload';
import type { Rng } from '../random/Rng';
import { checkKnownKeys, checkOptions, optionKeys } from '../errors/internals/knownKeys';
import { LUBLIN_PARAMETERS, type LublinClassParameters } from './lublinParameters';
import { ArrivalStream, BUCKETS, dailyCycleWeights, lublinLogRuntime, lublinSize } from './internals/lublinDraws';
import { knownFieldWorkload } from '../engine/internals/knownFieldWorkloads';

const KEYS = optionKeys<LublinFeitelsonWorkloadOptions>({ jobs: true, machineSize: true, jobClasses: true, dailyCycle: true, startHour: true, batch: true, interactive: true, whole: true, idPrefix: true });
const PARAMETER_KEYS = Object.keys(LUBLIN_PARAMETERS.whole);

/**
 * Options of {@link lublinFeitelsonWorkload}; defaults are those of the reference program
 * `m_lublin99.c` (Lublin and Feitelson 2003).
 *
 * @example
 * ```ts
 * import { lublinFeitelsonWorkload, type LublinFeitelsonWorkloadOptions } from 'schedlab/workload';
 * // The archive's lublin_256 set-up: one class, 256 processors.
 * const options: LublinFeitelsonWorkloadOptions = { jobs: 10000, machineSize: 256, jobClasses: 'whole' };
 * const workload = lublinFeitelsonWorkload(options);
 * ```
 */
export interface LublinFeitelsonWorkloadOptions {
  /** Jobs per set. @defaultValue 1000 */
  readonly jobs?: number;
  /**
   * Processors of the machine (integer >= 2). It sets uHi = log2(machineSize) for batch and whole
   * jobs and moves their uMed by the same amount (uHi - uMed stays 2 for batch, 2.5 for whole, as
   * the reference code's comment advises); interactive jobs keep their range, with uHi lowered
   * to log2(machineSize) on smaller machines. Sizes above it are drawn again.
   * @defaultValue 128 (the reference code's UHI = 7)
   */
  readonly machineSize?: number;
  /**
   * `'batchAndInteractive'`: two classes with their own parameters, merged by arrival time (the
   * reference code's INCLUDE_JOBS_TYPE = 1); `'whole'`: one class with the parameters fitted to all
   * jobs (INCLUDE_JOBS_TYPE = 0, as the archive's `lublin_256` sample).
   * @defaultValue 'batchAndInteractive'
   */
  readonly jobClasses?: 'batchAndInteractive' | 'whole';
  /** Arrivals follow the daily cycle; `false` draws gaps e^g with the same g (same mean rate, no cycle). @defaultValue true */
  readonly dailyCycle?: boolean;
  /** Hour of the day at time 0 (integer 0 ... 23). @defaultValue 0 (midnight, the code's START) */
  readonly startHour?: number;
  /** Batch parameters replacing those of {@link LUBLIN_PARAMETERS} (after the machine-size rule). @defaultValue {} */
  readonly batch?: Partial<LublinClassParameters>;
  /** Interactive parameters replacing those of {@link LUBLIN_PARAMETERS}. @defaultValue {} */
  readonly interactive?: Partial<LublinClassParameters>;
  /** One-class parameters replacing those of {@link LUBLIN_PARAMETERS} (with `jobClasses: 'whole'`). @defaultValue {} */
  readonly whole?: Partial<LublinClassParameters>;
  /** Prefix of job ids (`j0`, `j1`, ...). @defaultValue "j" */
  readonly idPrefix?: string;
}

function fail(field: string, expected: string, got: unknown): never {
  throw new InvalidInputError(`lublinFeitelsonWorkload: ${field}: expected ${expected}, got ${JSON.stringify(got)}`);
}

/** The class's parameters after the machine-size rule and the user's replacements, checked. */
function classParameters(name: 'batch' | 'interactive' | 'whole', log2Size: number, override: Partial<LublinClassParameters> | undefined): LublinClassParameters {
  if (override !== undefined && (override === null || typeof override !== 'object' || Array.isArray(override))) fail(name, 'an object of parameters', override);
  checkKnownKeys(`lublinFeitelsonWorkload(options.${name})`, override, PARAMETER_KEYS);
  const base = LUBLIN_PARAMETERS[name];
  const shift = log2Size - base.uHi;
  const sized = name === 'interactive'
    ? { ...base, uHi: Math.min(base.uHi, log2Size) }
    : { ...base, uHi: log2Size, uMed: base.uMed + shift };
  const p: LublinClassParameters = { ...sized, ...override };
  for (const key of PARAMETER_KEYS) {
    const v = p[key as keyof LublinClassParameters];
    if (typeof v !== 'number' || !Number.isFinite(v)) fail(`${name}.${key}`, 'a finite number', v);
  }
  const prob = (k: 'serialProb' | 'pow2Prob' | 'uProb'): void => { if (p[k] < 0 || p[k] > 1) fail(`${name}.${k}`, 'a probability in [0, 1]', p[k]); };
  prob('serialProb'); prob('pow2Prob'); prob('uProb');
  if (p.serialProb + p.pow2Prob > 1) fail(`${name}.serialProb + pow2Prob`, 'at most 1', p.serialProb + p.pow2Prob);
  if (!(p.uLow >= 0 && p.uLow <= p.uMed && p.uMed <= p.uHi && p.uHi <= log2Size)) {
    fail(`${name}.uLow/uMed/uHi`, `0 <= uLow <= uMed <= uHi <= log2(machineSize) = ${log2Size}`, [p.uLow, p.uMed, p.uHi]);
  }
  for (const k of ['a1', 'b1', 'a2', 'b2', 'aarr', 'barr', 'anum', 'bnum', 'arar'] as const) if (!(p[k] > 0)) fail(`${name}.${k}`, 'a number > 0', p[k]);
  return p;
}

/**
 * The Lublin-Feitelson workload model of rigid jobs (Lublin and Feitelson 2003, JPDC 63(11)), as
 * its reference program `m_lublin99.c` draws it:
 *
 * - size: serial with probability `serialProb`, else log2(size) from a two-stage uniform
 *   (uLow, uMed, uHi, uProb), rounded to an integer (a power of two) with probability `pow2Prob`;
 * - run time: ln(run time) hyper-gamma, gamma(a1, b1) with probability pa x size + pb (in [0, 1]),
 *   else gamma(a2, b2), so larger jobs run longer; redrawn above ln = 12, and the run time is
 *   floor(e^x) seconds (>= 1), as in the code's integer output;
 * - arrivals: ln(gap) ~ gamma(aarr x arar, barr), stretched through the daily cycle of 48
 *   half-hours weighted by the gamma(anum, bnum) density; with both classes each has its own
 *   stream and the next job is of the class whose next arrival comes first (a tie goes to
 *   interactive). Submit times are floor(t) seconds.
 *
 * Draw order per job: the chosen class's next gap, then its size, then its run time (the first
 * gaps of batch then interactive are drawn before job 0). Estimates equal run times; wrap the
 * workload in `tsafrirEstimates` for realistic ones. Gammas are drawn by Marsaglia-Tsang, so the
 * streams differ from the C program's (same distributions). docs/workloads.md lists what was
 * checked against the reference code.
 *
 * @throws InvalidInputError naming the option or parameter out of range, or an unknown key
 * @example
 * ```ts
 * import { lublinFeitelsonWorkload } from 'schedlab/workload';
 * import { createRng } from 'schedlab/random';
 * const jobs = lublinFeitelsonWorkload({ jobs: 500, machineSize: 256 }).generate(createRng(7));
 * ```
 */
export function lublinFeitelsonWorkload(options: LublinFeitelsonWorkloadOptions = {}): Workload {
  checkOptions('lublinFeitelsonWorkload(options)', options, KEYS);
  const count = options.jobs ?? 1000;
  const machineSize = options.machineSize ?? 128;
  const classes = options.jobClasses ?? 'batchAndInteractive';
  const cycle = options.dailyCycle ?? true;
  const startHour = options.startHour ?? 0;
  const prefix = options.idPrefix ?? 'j';
  if (!Number.isInteger(count) || count < 1) fail('jobs', 'an integer >= 1', count);
  if (!Number.isInteger(machineSize) || machineSize < 2) fail('machineSize', 'an integer >= 2', machineSize);
  if (classes !== 'batchAndInteractive' && classes !== 'whole') fail('jobClasses', "'batchAndInteractive' or 'whole'", classes);
  if (typeof cycle !== 'boolean') fail('dailyCycle', 'a boolean', cycle);
  if (!Number.isInteger(startHour) || startHour < 0 || startHour > 23) fail('startHour', 'an integer in 0 ... 23', startHour);
  if (typeof prefix !== 'string') fail('idPrefix', 'a string', prefix);
  const log2Size = Math.log2(machineSize);
  const two = classes === 'batchAndInteractive';
  for (const key of two ? (['whole'] as const) : (['batch', 'interactive'] as const)) {
    if (options[key] !== undefined) fail(key, `no ${key} parameters with jobClasses '${classes}' (they would be ignored)`, options[key]);
  }
  const params = two
    ? [classParameters('batch', log2Size, options.batch), classParameters('interactive', log2Size, options.interactive)]
    : [classParameters('whole', log2Size, options.whole)];
  const weights = params.map((p) => (cycle ? dailyCycleWeights(p.anum, p.bnum) : undefined));
  const startBucket = (startHour * BUCKETS) / 24;

  function generate(rng: Rng): RigidJob[] {
    const streams = params.map((p, i) => new ArrivalStream(p, weights[i], startBucket));
    for (const s of streams) s.advance(rng);
    const jobs = new Array<RigidJob>(count);
    for (let i = 0; i < count; i++) {
      const c = two && streams[0]!.next < streams[1]!.next ? 0 : streams.length - 1;
      const stream = streams[c]!;
      const submit = Math.floor(stream.next);
      stream.advance(rng);
      const processors = lublinSize(rng, params[c]!, machineSize);
      const runtime = Math.max(1, Math.floor(Math.exp(lublinLogRuntime(rng, params[c]!, processors))));
      jobs[i] = { kind: 'rigid', id: `${prefix}${i}`, submit, processors, runtime, estimate: runtime };
    }
    return jobs;
  }

  return knownFieldWorkload(Object.freeze({ name: 'lublinFeitelson', generate }));
}
