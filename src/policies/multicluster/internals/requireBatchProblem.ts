import { InvalidInputError } from '../../../errors/InvalidInputError';
import { requireObject } from '../../../errors/internals/knownKeys';
import type { BatchProblem } from '../BatchProblem';

/**
 * Refuses anything but a batch problem as `batchProblem()` builds it, before any field is read
 * (issue 41: `planEvaluator({})`, `firstFit({ jobs: [] })` and `planFamily({})` ended in a
 * TypeError or a RangeError from deep inside): an object with a platform's clusters, the jobs, and
 * the counts and cluster order that agree with them.
 *
 * @throws InvalidInputError naming the parameter and the first field that is wrong
 */
export function requireBatchProblem(where: string, problem: unknown): asserts problem is BatchProblem {
  const expected = 'a batch problem from batchProblem()';
  requireObject(where, problem, expected);
  const p = problem as Partial<Record<keyof BatchProblem, unknown>>;
  const platform = p.platform as { clusters?: unknown } | null | undefined;
  const wrong = (field: string, what: string): never => {
    throw new InvalidInputError(`${where}: expected ${expected}; its ${field} is not ${what}`);
  };
  if (platform === null || typeof platform !== 'object' || !Array.isArray(platform.clusters) || platform.clusters.length === 0) wrong('platform', 'a platform with clusters');
  if (!Array.isArray(p.jobs) || p.jobs.length === 0) wrong('jobs', 'a non-empty array');
  const jobs = p.jobs as unknown[];
  const clusters = (platform as { clusters: unknown[] }).clusters;
  if (p.jobCount !== jobs.length) wrong('jobCount', `the number of its jobs (${jobs.length})`);
  if (p.clusterCount !== clusters.length) wrong('clusterCount', `the number of its platform's clusters (${clusters.length})`);
  if (!Array.isArray(p.clustersBySpeed) || p.clustersBySpeed.length !== clusters.length) wrong('clustersBySpeed', `an array of ${clusters.length} cluster indices`);
  if (p.startRule !== 'inOrder' && p.startRule !== 'perCluster') wrong('startRule', "'inOrder' or 'perCluster'");
}
