import type { BatchProblem } from './BatchProblem';
import { allocateRow } from './internals/allocateRow';
import { compiled } from './internals/compiled';
import { requireBatchProblem } from './internals/requireBatchProblem';
import { requireObject } from '../../errors/internals/knownKeys';
import { InvalidInputError } from '../../errors/InvalidInputError';

/**
 * Resource allocation heuristic (Chhabra et al. 2019, Algorithm 3): turns one job's row of the
 * availability matrix (the share of each cluster's PEs the job may use, in [0, 1]) into PE counts.
 *
 * 1. If some cluster's available PEs (`PEs x AM`) cover the job alone, the job takes all its PEs
 *    from the slowest such cluster (lines 5-7, 13, 16: slowest first saves energy).
 * 2. Otherwise it is co-allocated (lines 8-11, 14, 18): clusters are visited slowest first, each
 *    giving up to `floor(PEs x AM)` PEs. The paper does not say what happens when the available
 *    shares together fall short of the size; we then fill the remainder from the clusters' other
 *    PEs, again slowest first (a documented choice: every candidate decodes to a valid plan, so
 *    an optimizer never sees an infeasible vector).
 *
 * @param problem - the batch problem (clusters and sizes)
 * @param job - job index
 * @param row - the job's availability shares, `row[rowOffset + cluster]`
 * @param counts - receives the PE counts at `counts[countsOffset + cluster]`
 * @throws InvalidInputError naming the job and cluster of a share outside [0, 1] or NaN
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem, allocateByAvailability } from 'schedlab/policies';
 * const problem = batchProblem(platform([{ servers: 64, speed: 1 }, { servers: 64, speed: 1.2 }]), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 40, runtime: 10, estimate: 10, sigma: 1 },
 * ]);
 * const counts = new Int32Array(2);
 * allocateByAvailability(problem, 0, [0.5, 0.9], 0, counts, 0); // 32 < 40 <= 57.6: counts = [0, 40]
 * allocateByAvailability(problem, 0, [0.5, 0.25], 0, counts, 0); // none alone: counts = [32, 8]
 * ```
 */
export function allocateByAvailability(
  problem: BatchProblem,
  job: number,
  row: ArrayLike<number>,
  rowOffset: number,
  counts: Int32Array,
  countsOffset: number,
): void {
  requireBatchProblem('allocateByAvailability(problem)', problem);
  requireObject('allocateByAvailability(row)', row, 'an array of availability shares');
  requireObject('allocateByAvailability(counts)', counts, 'an Int32Array of server counts');
  if (!Number.isSafeInteger(job) || !Number.isSafeInteger(rowOffset) || !Number.isSafeInteger(countsOffset)) {
    throw new InvalidInputError(`allocateByAvailability(job, rowOffset, countsOffset): expected integers, got ${String(job)}, ${String(rowOffset)} and ${String(countsOffset)}`);
  }
  allocateRow(problem, compiled(problem), job, row, rowOffset, counts, countsOffset);
}
