import { InvalidInputError } from '../errors/InvalidInputError';
import type { MalleableJob } from '../engine/Job';
import type { Workload } from '../engine/Workload';
import type { Rng } from '../random/Rng';
import { standardNormal } from '../random/standardNormal';
import { uniform, uniformIn } from '../random/uniform';
import { uniformInt } from '../random/uniformInt';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import { knownFieldWorkload } from '../engine/internals/knownFieldWorkloads';

const GOOGLE_LIKE_WORKLOAD_OPTIONS_KEYS = optionKeys<GoogleLikeWorkloadOptions>({ jobs: true, servers: true, dynamism: true, mass: true, disparity: true, alpha: true, data: true, arrivalShape: true, idPrefix: true });

/**
 * Options of {@link googleLikeWorkload}; defaults are Table 3 of Dupont et al. 2020.
 *
 * @example
 * ```ts
 * import { googleLikeWorkload, type GoogleLikeWorkloadOptions } from 'schedlab/workload';
 * // The resilience test's generator (Dupont 2020, Table 10).
 * const table10: GoogleLikeWorkloadOptions = { dynamism: 300, mass: 1900, disparity: 4.5, data: [10, 800] };
 * const workload = googleLikeWorkload(table10);
 * ```
 */
export interface GoogleLikeWorkloadOptions {
  /** Jobs per set. @defaultValue 50 */
  readonly jobs?: number;
  /** Servers of the target platform (S), used for the servers range. @defaultValue 10 */
  readonly servers?: number;
  /** Mean inter-arrival time (s). @defaultValue 500 */
  readonly dynamism?: number;
  /** Mean mass (s of work on one server). @defaultValue 1700 */
  readonly mass?: number;
  /** Ratio of mean to median mass (> 1). @defaultValue 3.8 */
  readonly disparity?: number;
  /** Range of the speed-up exponent alpha, drawn uniformly. @defaultValue [0.5, 1] */
  readonly alpha?: readonly [number, number];
  /** Range of the data, drawn uniformly. @defaultValue [10, 500] */
  readonly data?: readonly [number, number];
  /** Shape of the Lomax (Pareto II) inter-arrival law (> 1). @defaultValue 4 */
  readonly arrivalShape?: number;
  /** Prefix of job ids (`j0`, `j1`, ...). @defaultValue "j" */
  readonly idPrefix?: string;
}

function check(ok: boolean, field: string, expected: string, got: unknown): void {
  if (!ok) throw new InvalidInputError(`googleLikeWorkload: ${field}: expected ${expected}, got ${JSON.stringify(got)}`);
}

/**
 * The job generator of Dupont et al. 2020 (section 5.2, Table 3), after Da Costa et al. 2016:
 *
 * - submissions: job 0 at t = 0, then Lomax (Pareto II) inter-arrival times with shape
 *   a = `arrivalShape` and scale `(a - 1) * dynamism` (3 x dynamism for a = 4), so their mean is
 *   `dynamism`; drawn by inversion `scale * ((1 - U)^(-1/a) - 1)`;
 * - mass: log-normal with mean `mass` and median `mass / disparity`, i.e.
 *   mu = ln(mass / disparity), sigma = sqrt(2 ln disparity);
 * - alpha ~ U(alpha), data ~ U(data);
 * - minServers = ceil(alpha / 3 * (S - 1)) (at least 1), maxServers uniform integer in [minServers, S - 1]
 *   (S = `servers`; for S = 1 both are 1).
 *
 * Draw order per job: inter-arrival (except job 0), mass (4 generator steps), alpha, data,
 * maxServers. `maxData` is the upper end of `data` (the paper's D_max).
 *
 * @throws InvalidInputError naming the option when an option is out of range
 * @example
 * ```ts
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { createRng } from 'schedlab/random';
 * const jobs = googleLikeWorkload({ dynamism: 300, mass: 1900 }).generate(createRng(1));
 * ```
 */
export function googleLikeWorkload(options: GoogleLikeWorkloadOptions = {}): Workload {
  checkOptions('googleLikeWorkload(options)', options, GOOGLE_LIKE_WORKLOAD_OPTIONS_KEYS);
  const count = options.jobs ?? 50;
  const servers = options.servers ?? 10;
  const dynamism = options.dynamism ?? 500;
  const meanMass = options.mass ?? 1700;
  const disparity = options.disparity ?? 3.8;
  const [aLo, aHi] = options.alpha ?? [0.5, 1];
  const [dLo, dHi] = options.data ?? [10, 500];
  const shape = options.arrivalShape ?? 4;
  const prefix = options.idPrefix ?? 'j';
  check(Number.isInteger(count) && count >= 1, 'jobs', 'an integer >= 1', count);
  check(Number.isInteger(servers) && servers >= 1, 'servers', 'an integer >= 1', servers);
  check(Number.isFinite(dynamism) && dynamism >= 0, 'dynamism', 'a finite number >= 0 (s)', dynamism);
  check(Number.isFinite(meanMass) && meanMass > 0, 'mass', 'a finite number > 0 (s)', meanMass);
  check(Number.isFinite(disparity) && disparity >= 1, 'disparity', 'a finite number >= 1', disparity);
  check(aLo > 0 && aLo <= aHi && aHi <= 1, 'alpha', 'a range [low, high] within (0, 1]', options.alpha);
  check(Number.isFinite(dLo) && dLo >= 0 && dLo <= dHi && Number.isFinite(dHi), 'data', 'a finite range [low, high] with low >= 0', options.data);
  check(Number.isFinite(shape) && shape > 1, 'arrivalShape', 'a finite number > 1', shape);

  const mu = Math.log(meanMass / disparity);
  const sigma = Math.sqrt(2 * Math.log(disparity));
  const scale = (shape - 1) * dynamism;
  const top = Math.max(1, servers - 1);
  const ids = Array.from({ length: count }, (_, i) => `${prefix}${i}`); // built once, not per set

  function generate(rng: Rng): MalleableJob[] {
    const jobs: MalleableJob[] = new Array<MalleableJob>(count);
    let t = 0;
    for (let i = 0; i < count; i++) {
      if (i > 0) t += scale * (Math.pow(1 - uniform(rng), -1 / shape) - 1);
      const mass = Math.exp(mu + sigma * standardNormal(rng));
      const alpha = uniformIn(rng, aLo, aHi);
      const data = uniformIn(rng, dLo, dHi);
      const minServers = Math.min(top, Math.max(1, Math.ceil((alpha / 3) * (servers - 1))));
      const maxServers = uniformInt(rng, minServers, top);
      jobs[i] = { kind: 'malleable', id: ids[i]!, submit: t, mass, alpha, data, minServers, maxServers };
    }
    return jobs;
  }

  return knownFieldWorkload(Object.freeze({ name: 'googleLike', maxData: dHi, generate }));
}
