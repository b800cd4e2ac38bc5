import type { Rng } from '../random/Rng';
import type { Job } from './Job';

/**
 * A job-set generator. `generate` draws one job set from the generator it is given (and only
 * from it), so the same generator state always gives the same jobs.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type Workload } from 'schedlab/engine';
 * import { uniformIn } from 'schedlab/random';
 * // Ten rigid jobs submitted at random times in the first hour.
 * const tenJobs: Workload = {
 *   name: 'tenJobs',
 *   generate: (rng) => Array.from({ length: 10 }, (_, i) => ({
 *     kind: 'rigid' as const, id: `j${i}`, submit: uniformIn(rng, 0, 3600), processors: 2, runtime: 600, estimate: 900,
 *   })),
 * };
 * const sim = createSimulation({ platform: homogeneousPlatform({ servers: 8 }), workload: tenJobs });
 * ```
 */
export interface Workload {
  readonly name: string;
  /** Known upper bound of the jobs' data (the paper's D_max), if the workload has one. */
  readonly maxData?: number;
  generate(rng: Rng): Job[];
}
