import type { RigidJob } from '../../engine/Job';
import { InvalidInputError } from '../../errors/InvalidInputError';

/**
 * A trace cut in time into a training and a held-out test part.
 *
 * @example
 * ```ts
 * import { splitTrace, type TraceSplit } from 'schedlab/experiments';
 * import { readSwf } from 'schedlab/workload';
 * const { jobs } = await readSwf('KTH-SP2-1996-2.1-cln.swf.br');
 * const split: TraceSplit = splitTrace(jobs, 0.7); // first 70 % of the submission period trains
 * console.log(split.train.length, split.test.length, split.splitTime);
 * ```
 */
export interface TraceSplit {
  /** Jobs submitted before `splitTime`. */
  readonly train: readonly RigidJob[];
  /** Jobs submitted at or after `splitTime`. */
  readonly test: readonly RigidJob[];
  /** `first + trainFraction * (last - first)` of the submission times (s). */
  readonly splitTime: number;
}

/**
 * Splits a trace in time for training and held-out evaluation: the jobs submitted in the first
 * `trainFraction` of the submission period train, the rest test (each part is then simulated on
 * its own, from an empty machine). Job order is kept.
 *
 * @param jobs - the trace (any order; usually submission order)
 * @param trainFraction - share of the submission period used for training, in (0, 1) @defaultValue 0.5
 * @throws InvalidInputError when the fraction is outside (0, 1) or a part would be empty
 * @example
 * ```ts
 * import { splitTrace } from 'schedlab/experiments';
 * const { train, test } = splitTrace([
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 5, estimate: 5 },
 *   { kind: 'rigid', id: 'b', submit: 100, processors: 1, runtime: 5, estimate: 5 },
 * ]);
 * train.length; // 1
 * ```
 */
export function splitTrace(jobs: readonly RigidJob[], trainFraction = 0.5): TraceSplit {
  if (typeof trainFraction !== 'number' || !(trainFraction > 0 && trainFraction < 1)) {
    throw new InvalidInputError(`splitTrace: trainFraction must be in (0, 1), got ${String(trainFraction)}`);
  }
  if (!Array.isArray(jobs) || jobs.length < 2) throw new InvalidInputError('splitTrace: expected at least 2 jobs');
  let first = Infinity;
  let last = -Infinity;
  for (const [i, j] of jobs.entries()) {
    if (j === null || typeof j !== 'object' || typeof j.submit !== 'number') throw new InvalidInputError(`splitTrace: jobs[${i}]: expected a rigid job with a submit time, got ${j === null ? 'null' : typeof j}`);
    if (j.submit < first) first = j.submit;
    if (j.submit > last) last = j.submit;
  }
  const splitTime = first + trainFraction * (last - first);
  const train = jobs.filter((j) => j.submit < splitTime);
  const test = jobs.filter((j) => j.submit >= splitTime);
  if (train.length === 0 || test.length === 0) {
    throw new InvalidInputError(`splitTrace: splitting at ${splitTime} s leaves ${train.length} training and ${test.length} test jobs; both must be non-empty`);
  }
  return { train, test, splitTime };
}
