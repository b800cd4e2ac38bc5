import { createRng } from '../../random/createRng';
import { deriveSeed } from '../../random/deriveSeed';
import type { Rng } from '../../random/Rng';
import type { EvaluationContext } from '../Objective';

interface MutableContext {
  iteration: number;
  iterationSeed: number;
  candidateSeed: number;
  index: number;
}

/**
 * Iteration and candidate seeds of a run. The iteration-seed stream is a clone of the
 * optimizer stream jumped once more, so it is independent of the optimizer's own draws.
 * Context objects are reused from one iteration to the next.
 */
export class SeedSchedule {
  private readonly stream: Rng;
  private readonly contexts: MutableContext[] = [];
  /** The iteration seed handed out by the last `next` call. */
  lastIterationSeed = 0;

  constructor(optimizerRng: Rng) {
    this.stream = optimizerRng.clone();
    this.stream.jump();
  }

  /** Advances past `iterations` iterations (used when resuming); returns their iteration seeds. */
  skip(iterations: number): number[] {
    const seeds: number[] = [];
    for (let k = 0; k < iterations; k++) seeds.push(deriveSeed(this.stream));
    return seeds;
  }

  /** Contexts of the next iteration's `n` candidates. */
  next(iteration: number, n: number): readonly EvaluationContext[] {
    const iterationSeed = deriveSeed(this.stream);
    this.lastIterationSeed = iterationSeed;
    const candidates = createRng(iterationSeed);
    candidates.jump();
    const contexts = this.contexts;
    while (contexts.length < n) contexts.push({ iteration: 0, iterationSeed: 0, candidateSeed: 0, index: contexts.length });
    for (let i = 0; i < n; i++) {
      const c = contexts[i]!;
      c.iteration = iteration;
      c.iterationSeed = iterationSeed;
      c.candidateSeed = deriveSeed(candidates);
    }
    return contexts.length === n ? contexts : contexts.slice(0, n);
  }
}
