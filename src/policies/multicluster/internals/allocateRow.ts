import { InvalidInputError } from '../../../errors/InvalidInputError';
import type { BatchProblem } from '../BatchProblem';
import type { CompiledProblem } from './compiled';

/**
 * Algorithm 3 on precompiled arrays: what `allocateByAvailability` and `decodePlan` run (the
 * latter fetches the compiled problem once per candidate, not once per job).
 *
 */
export function allocateRow(
  problem: BatchProblem,
  { sizes, pes, bySpeed }: CompiledProblem,
  job: number,
  row: ArrayLike<number>,
  rowOffset: number,
  counts: Int32Array,
  countsOffset: number,
): void {
  const size = sizes[job] as number;
  const m = pes.length;
  for (let c = 0; c < m; c++) {
    const a = row[rowOffset + c] as number;
    if (!(a >= 0 && a <= 1)) {
      throw new InvalidInputError(`availability[job ${job} ("${problem.jobs[job]?.id}"), cluster ${c}]: expected a share in [0, 1], got ${String(a)}`);
    }
    counts[countsOffset + c] = 0;
  }
  for (let i = 0; i < m; i++) {
    const c = bySpeed[i] as number;
    if ((pes[c] as number) * (row[rowOffset + c] as number) >= size) {
      counts[countsOffset + c] = size;
      return;
    }
  }
  let left = size;
  for (let i = 0; i < m && left > 0; i++) {
    const c = bySpeed[i] as number;
    const take = Math.min(Math.floor((pes[c] as number) * (row[rowOffset + c] as number)), left);
    counts[countsOffset + c] = take;
    left -= take;
  }
  for (let i = 0; i < m && left > 0; i++) {
    const c = bySpeed[i] as number;
    const take = Math.min((pes[c] as number) - (counts[countsOffset + c] as number), left);
    counts[countsOffset + c] = (counts[countsOffset + c] as number) + take;
    left -= take;
  }
}
