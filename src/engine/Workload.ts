import type { Rng } from '../random/Rng';
import type { Job } from './Job';

/**
 * A job-set generator. `generate` draws one job set from the generator it is given (and only
 * from it), so the same generator state always gives the same jobs.
 */
export interface Workload {
  readonly name: string;
  /** Known upper bound of the jobs' data (the paper's D_max), if the workload has one. */
  readonly maxData?: number;
  generate(rng: Rng): Job[];
}
