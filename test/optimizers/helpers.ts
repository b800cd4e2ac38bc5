import type { EvaluationContext } from '../../src/optimizers/index';

/** The same noisy sphere as fixtures/noisySphere.mjs, for in-thread runs. */
export function noisySphere(x: Float64Array, ctx: EvaluationContext): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i]! * x[i]!;
  let h = (ctx.iterationSeed ^ Math.imul(ctx.candidateSeed, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  return s + (h / 4294967296) * 0.01;
}
