/**
 * A TypeScript objective for worker threads and `schedlab worker` processes (see
 * examples/typescript-objective.ts, which compiles it with tsc and runs it in workers).
 *
 * Only types come from schedlab here (`import type` is erased by tsc), so the compiled
 * rastrigin.js has no imports at all. `defineObjective` from 'schedlab/optimizers' types the
 * same factory too, at the price of one runtime import of schedlab.
 */
import type { EvaluationContext, WorkerObjective } from 'schedlab/optimizers';

/** The factory data workers receive (the evaluator's `factoryData`). */
export interface RastriginData {
  /** Amplitude of the cosine term (10 in the usual definition). */
  readonly a: number;
}

/**
 * Rastrigin's function, A n + sum (x_i^2 - A cos(2 pi x_i)) (Rastrigin 1974; the usual test
 * function of the metaheuristics literature), with a deterministic noise of 1e-3 drawn from
 * the candidate's seed so that the example shows the seeds reaching the workers.
 */
export function makeRastrigin(data: RastriginData): WorkerObjective {
  return {
    evaluate(x: Float64Array, ctx: EvaluationContext): number {
      let s = data.a * x.length;
      for (const v of x) s += v * v - data.a * Math.cos(2 * Math.PI * v);
      return s + ((Math.imul(ctx.candidateSeed, 0x9e3779b1) >>> 0) / 4294967296) * 1e-3;
    },
  };
}
