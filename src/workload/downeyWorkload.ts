import { InvalidInputError } from '../errors/InvalidInputError';
import type { Job } from '../engine/Job';
import type { Workload } from '../engine/Workload';
import type { Rng } from '../random/Rng';
import { uniform, uniformIn } from '../random/uniform';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import { downeySpeedup } from './downeySpeedup';
import { knownFieldWorkload } from '../engine/internals/knownFieldWorkloads';

const KEYS = optionKeys<DowneyWorkloadOptions>({ jobs: true, servers: true, work: true, maxParallelism: true, sigma: true, meanInterarrival: true, allocation: true, jobKind: true, idPrefix: true });

/**
 * Options of {@link downeyWorkload}.
 *
 * @example
 * ```ts
 * import { downeyWorkload, type DowneyWorkloadOptions } from 'schedlab/workload';
 * const options: DowneyWorkloadOptions = { servers: 128, work: [60, 3e6], allocation: 'maxSpeedup' };
 * const workload = downeyWorkload(options);
 * ```
 */
export interface DowneyWorkloadOptions {
  /** Jobs per set. @defaultValue 1000 */
  readonly jobs?: number;
  /** Servers of the machine: no job gets more. @defaultValue 128 */
  readonly servers?: number;
  /** Range [low, high] of the sequential work W (s on one server), drawn log-uniform (Downey 1997). @defaultValue [60, 1e6] (our choice: 1 min to 11.6 days of one server) */
  readonly work?: readonly [number, number];
  /** Largest average parallelism A, drawn log-uniform in [1, maxParallelism] (Downey 1997). @defaultValue `servers` */
  readonly maxParallelism?: number;
  /** Range of the variance in parallelism sigma, drawn uniform (Downey's generator: [0, 2]). @defaultValue [0, 2] */
  readonly sigma?: readonly [number, number];
  /**
   * Mean of the exponential inter-arrival times (s; Poisson arrivals). @defaultValue 1500 (our
   * choice: with the other defaults, 128 servers are offered 0.72 of their capacity under
   * `allocation: 'parallelism'` and 1.08 under `'maxSpeedup'`; measured on 10,000 jobs, seed 1)
   */
  readonly meanInterarrival?: number;
  /**
   * The moldable choice at start, made when the set is drawn: `'parallelism'` runs a job on
   * round(A) servers, `'maxSpeedup'` on the fewest that reach the full speedup A (2A - 1 for
   * sigma <= 1, A + A sigma - sigma above, rounded up); both at most `servers`.
   * @defaultValue 'parallelism'
   */
  readonly allocation?: 'parallelism' | 'maxSpeedup';
  /**
   * `'rigid'`: a rigid job of run time W / S(n) on n servers; `'malleable'`: a malleable job held
   * at n servers (minServers = maxServers = n) with mass W and alpha = ln S(n) / ln n (1 when
   * n = 1), which the engine runs for exactly W / S(n) on speed-1 servers.
   * @defaultValue 'rigid'
   */
  readonly jobKind?: 'rigid' | 'malleable';
  /** Prefix of job ids (`j0`, `j1`, ...). @defaultValue "j" */
  readonly idPrefix?: string;
}

function fail(field: string, expected: string, got: unknown): never {
  throw new InvalidInputError(`downeyWorkload: ${field}: expected ${expected}, got ${JSON.stringify(got)}`);
}

/** Servers of the moldable choice (see {@link DowneyWorkloadOptions.allocation}). */
function chooseServers(rule: 'parallelism' | 'maxSpeedup', A: number, sigma: number, servers: number): number {
  const n = rule === 'parallelism' ? Math.round(A) : Math.ceil(sigma <= 1 ? 2 * A - 1 : A + A * sigma - sigma);
  return Math.min(servers, Math.max(1, n));
}

/**
 * The moldable workload model of Downey 1997 ("A parallel workload model and its implications for
 * processor allocation", HPDC; parameters as in the Parallel Workloads Archive's m_downey97): each
 * job has a sequential work W (log-uniform), an average parallelism A (log-uniform in
 * [1, maxParallelism]) and a variance in parallelism sigma (uniform), and runs W / S(n) on n
 * servers with S Downey's speedup ({@link downeySpeedup}); arrivals are Poisson.
 *
 * The engine has no moldable job type, so the moldable choice is made when the set is drawn (the
 * `allocation` rule) and the job becomes rigid on n servers, or malleable held at n servers (see
 * `jobKind`). Draw order per job: gap (except job 0, at t = 0), W, A, sigma (two generator steps
 * each).
 *
 * @throws InvalidInputError naming the option out of range or unknown
 * @example
 * ```ts
 * import { downeyWorkload } from 'schedlab/workload';
 * import { createRng } from 'schedlab/random';
 * const jobs = downeyWorkload({ jobs: 200, servers: 64 }).generate(createRng(3));
 * ```
 */
export function downeyWorkload(options: DowneyWorkloadOptions = {}): Workload {
  checkOptions('downeyWorkload(options)', options, KEYS);
  const count = options.jobs ?? 1000;
  const servers = options.servers ?? 128;
  const [wLo, wHi] = options.work ?? [60, 1e6];
  const maxPar = options.maxParallelism ?? servers;
  const [sLo, sHi] = options.sigma ?? [0, 2];
  const gap = options.meanInterarrival ?? 1500;
  const rule = options.allocation ?? 'parallelism';
  const kind = options.jobKind ?? 'rigid';
  const prefix = options.idPrefix ?? 'j';
  if (!Number.isInteger(count) || count < 1) fail('jobs', 'an integer >= 1', count);
  if (!Number.isInteger(servers) || servers < 1) fail('servers', 'an integer >= 1', servers);
  if (!(Number.isFinite(wLo) && Number.isFinite(wHi) && wLo > 0 && wLo <= wHi)) fail('work', 'a range [low, high] with 0 < low <= high (s)', options.work);
  if (!(Number.isFinite(maxPar) && maxPar >= 1)) fail('maxParallelism', 'a number >= 1', maxPar);
  if (!(Number.isFinite(sLo) && Number.isFinite(sHi) && sLo >= 0 && sLo <= sHi)) fail('sigma', 'a range [low, high] with 0 <= low <= high', options.sigma);
  if (!(Number.isFinite(gap) && gap >= 0)) fail('meanInterarrival', 'a finite number >= 0 (s)', gap);
  if (rule !== 'parallelism' && rule !== 'maxSpeedup') fail('allocation', "'parallelism' or 'maxSpeedup'", rule);
  if (kind !== 'rigid' && kind !== 'malleable') fail('jobKind', "'rigid' or 'malleable'", kind);
  if (typeof prefix !== 'string') fail('idPrefix', 'a string', prefix);
  const lnW = [Math.log(wLo), Math.log(wHi)] as const;
  const lnA = Math.log(maxPar);

  function generate(rng: Rng): Job[] {
    const jobs = new Array<Job>(count);
    let t = 0;
    for (let i = 0; i < count; i++) {
      if (i > 0) t += -gap * Math.log(1 - uniform(rng));
      const work = Math.exp(uniformIn(rng, lnW[0], lnW[1]));
      const A = Math.exp(lnA * uniform(rng));
      const sigma = uniformIn(rng, sLo, sHi);
      const n = chooseServers(rule, A, sigma, servers);
      const speedup = downeySpeedup(n, A, sigma);
      const id = `${prefix}${i}`;
      jobs[i] = kind === 'rigid'
        ? { kind: 'rigid', id, submit: t, processors: n, runtime: work / speedup, estimate: work / speedup }
        : { kind: 'malleable', id, submit: t, mass: work, alpha: n === 1 ? 1 : Math.log(speedup) / Math.log(n), data: 0, minServers: n, maxServers: n };
    }
    return jobs;
  }

  return knownFieldWorkload(Object.freeze({ name: 'downey', generate }));
}
