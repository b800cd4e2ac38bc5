import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Rng } from '../../random/Rng';
import type { Candidate, CandidateKind } from '../Candidate';
import type { BestPoint, OptimizerSession } from '../Optimizer';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';
import { encodeNumber, encodeNumbers, type DataReader } from './stateCodec';

/** Mutable candidate used inside sessions (exposed read-only). */
export class Cand implements Candidate {
  constructor(
    public x: Float64Array,
    public kind: CandidateKind,
  ) {}
}

/** Shared bookkeeping of every session: batch, best point, iteration count, state header. */
export abstract class SessionBase implements OptimizerSession {
  readonly d: number;
  readonly lower: Float64Array;
  readonly upper: Float64Array;
  readonly range: Float64Array;
  iteration = 0;
  protected batch: Cand[] = [];
  protected bestX: Float64Array;
  protected bestVal = Infinity;
  protected hasBest = false;

  constructor(
    readonly name: string,
    readonly space: SearchSpace,
    public rng: Rng,
  ) {
    this.d = space.dimension;
    this.lower = Float64Array.from(space.lower);
    this.upper = Float64Array.from(space.upper);
    this.range = new Float64Array(this.d);
    for (let j = 0; j < this.d; j++) this.range[j] = this.upper[j]! - this.lower[j]!;
    this.bestX = new Float64Array(this.d);
  }

  /**
   * Work a `tell` left to do (CMA-ES's eigendecomposition), advanced step by step by `advance` (CMA-ES)
   * and finished by every other method first, so that a caller that never calls `advance` sees no
   * difference (issue 32).
   */
  protected deferred: Iterator<unknown> | undefined;

  protected advanceDeferred(): boolean {
    if (this.deferred === undefined) return false;
    if (this.deferred.next().done !== true) return true;
    this.deferred = undefined;
    return false;
  }

  protected settle(): void {
    while (this.advanceDeferred()) {
      // finish the deferred work
    }
  }

  ask(): readonly Candidate[] {
    this.settle();
    return this.batch;
  }

  tell(values: ArrayLike<number>): void {
    this.settle();
    const n = this.batch.length;
    if (values === null || typeof values !== 'object' || values.length !== n) {
      throw new InvalidInputError(
        `tell(values): expected ${n} values (one per candidate of the last ask()), got ${values === null || typeof values !== 'object' ? String(values) : values.length}`,
      );
    }
    for (let i = 0; i < n; i++) {
      const v = values[i];
      if (typeof v !== 'number' || Number.isNaN(v)) {
        throw new InvalidInputError(
          `tell(values): values[${i}] (iteration ${this.iteration}) must be a number (Infinity allowed), got ${String(v)}`,
        );
      }
    }
    this.update(values);
    this.iteration++;
  }

  get done(): boolean {
    this.settle();
    return this.isDone();
  }

  get bestValue(): number {
    this.settle();
    return this.bestVal;
  }

  best(): BestPoint | undefined {
    this.settle();
    return this.hasBest ? { x: Array.from(this.bestX), value: this.bestVal } : undefined;
  }

  state(): OptimizerState {
    this.settle();
    return {
      optimizer: this.name,
      version: 1,
      dimension: this.d,
      iteration: this.iteration,
      rng: [...this.rng.getState()],
      data: {
        ...this.saveData(),
        bestX: encodeNumbers(this.bestX),
        bestValue: encodeNumber(this.bestVal),
        hasBest: this.hasBest,
      },
    };
  }

  /** Restores the fields saved by {@link state} (called by subclasses' restore). */
  protected loadBase(iteration: number, data: DataReader): void {
    this.iteration = iteration;
    this.hasBest = data.boolean('hasBest');
    // a best point is returned as it is: it must be a point of the box (issue 32)
    this.bestX = this.hasBest ? data.inBox('bestX', this.d, this.lower, this.upper) : data.finite('bestX', this.d);
    this.bestVal = this.hasBest ? data.value('bestValue') : data.number('bestValue');
  }

  /** Records (x[off..off+d), value) as best if it improves on the best-known value. */
  protected offerBest(x: Float64Array, off: number, value: number): void {
    if (!this.hasBest || value < this.bestVal) this.setBest(x, off, value);
  }

  protected setBest(x: Float64Array, off: number, value: number): void {
    this.bestX.set(x.subarray(off, off + this.d));
    this.bestVal = value;
    this.hasBest = true;
  }

  protected isDone(): boolean {
    return false;
  }

  /** Uses the told values and prepares the next batch. */
  protected abstract update(values: ArrayLike<number>): void;

  /** Algorithm-specific part of the state. */
  protected abstract saveData(): { [key: string]: JsonValue };
}

/** Views of `flat` as `n` consecutive vectors of length `d`. */
export function views(flat: Float64Array, n: number, d: number): Float64Array[] {
  const out: Float64Array[] = [];
  for (let i = 0; i < n; i++) out.push(flat.subarray(i * d, (i + 1) * d));
  return out;
}
