import type { BatchProblem } from '../BatchProblem';

/** Typed-array view of a batch problem for the hot loops (built once per problem). */
export interface CompiledProblem {
  readonly sizes: Int32Array;
  readonly pes: Int32Array;
  /** Cluster indices slowest first (Algorithm 3's order). */
  readonly bySpeed: Int32Array;
}

const cache = new WeakMap<BatchProblem, CompiledProblem>();

export function compiled(problem: BatchProblem): CompiledProblem {
  let c = cache.get(problem);
  if (c === undefined) {
    c = {
      sizes: Int32Array.from(problem.jobs, (j) => j.processors),
      pes: Int32Array.from(problem.platform.clusters, (cl) => cl.servers),
      bySpeed: Int32Array.from(problem.clustersBySpeed),
    };
    cache.set(problem, c);
  }
  return c;
}
