import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Rng } from '../../random/Rng';
import type { Candidate } from '../Candidate';
import type { MultiObjectiveSession, ParetoPoint } from '../MultiObjectiveOptimizer';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';
import { objectiveVectors } from './objectiveVectors';
import { uniformPoint } from './sampling';
import { placeInitialPoints } from './initialPoints';
import { Cand, views } from './SessionBase';
import { type DataReader, encodeNumbers, readState } from './stateCodec';

/**
 * What the population-based multi-objective sessions (NSGA-II, MOPSO) share: the box, a batch of
 * `n` candidates over the flat array `batchX` (n x d), uniform initial sampling, the checks of
 * `tell`, and the checks of a restored state (optimizer, objectives, options, bounds).
 */
export abstract class ParetoSessionBase implements MultiObjectiveSession {
  readonly d: number;
  readonly lower: Float64Array;
  readonly upper: Float64Array;
  iteration = 0;
  /** The batch being evaluated (n x d). */
  readonly batchX: Float64Array;
  private readonly batch: Cand[];

  constructor(
    readonly name: string,
    readonly space: SearchSpace,
    readonly objectives: number,
    public rng: Rng,
    readonly n: number,
  ) {
    this.d = space.dimension;
    this.lower = Float64Array.from(space.lower);
    this.upper = Float64Array.from(space.upper);
    this.batchX = new Float64Array(this.n * this.d);
    this.batch = views(this.batchX, this.n, this.d).map((x) => new Cand(x, 'explore'));
  }

  /** Draws the first batch uniformly in the box, then writes `initialPoints` over its first individuals. */
  sampleInitial(initialPoints?: ReadonlyArray<readonly number[]>): void {
    for (let i = 0; i < this.n; i++) uniformPoint(this.rng, this.batchX, i * this.d, this.lower, this.upper);
    placeInitialPoints(`${this.name}.initialPoints`, initialPoints, this.batchX, this.lower, this.upper);
  }

  ask(): readonly Candidate[] {
    return this.batch;
  }

  get done(): boolean {
    return false;
  }

  tell(values: ArrayLike<ArrayLike<number>>): void {
    this.update(objectiveVectors(this.name, values, this.n, this.objectives, this.iteration));
  }

  /** Takes the checked values of the batch (n x m, flat), advances the iteration and prepares the next batch. */
  protected abstract update(told: Float64Array): void;

  abstract front(): ParetoPoint[];

  /** The session's own fields of its state's `data` (the base adds objectives, settings and bounds). */
  protected abstract stateData(): Record<string, JsonValue>;

  /** The options, as stored in states and compared on resume. */
  protected abstract settingsJson(): JsonValue;

  state(): OptimizerState {
    return {
      optimizer: this.name,
      version: 1,
      dimension: this.d,
      iteration: this.iteration,
      rng: [...this.rng.getState()],
      data: {
        objectives: this.objectives,
        settings: this.settingsJson(),
        lower: encodeNumbers(this.lower),
        upper: encodeNumbers(this.upper),
        ...this.stateData(),
        batchX: encodeNumbers(this.batchX),
      },
    };
  }

  /**
   * Restores the shared fields from a state written by `state()` and read by `readState` (which
   * refused another optimizer or dimension and gave this session its generator): refuses another
   * objective count, options or bounds, and a batch outside the box; returns the data reader for the
   * session's own fields.
   */
  protected restoreBase({ iteration, data }: ReturnType<typeof readState>): DataReader {
    const storedM = data.integer('objectives', 1, 1_000);
    if (storedM !== this.objectives) throw new InvalidInputError(`state.data.objectives: the state is for ${storedM} objectives, the problem has ${this.objectives}`);
    const stored = JSON.stringify(data.raw('settings'));
    const wanted = JSON.stringify(this.settingsJson());
    if (stored !== wanted) throw new InvalidInputError(`state.data.settings: the state was written with ${this.name} options ${stored}; resume with the same options (got ${wanted})`);
    const lower = data.numbers('lower', this.d);
    const upper = data.numbers('upper', this.d);
    for (let j = 0; j < this.d; j++) {
      if (lower[j] !== this.lower[j] || upper[j] !== this.upper[j]) {
        throw new InvalidInputError(`state.data: the state was written for bounds [${lower[j]}, ${upper[j]}] in dimension ${j}, the space has [${this.lower[j]}, ${this.upper[j]}]`);
      }
    }
    this.iteration = iteration;
    this.batchX.set(data.numbers('batchX', this.n * this.d));
    for (let i = 0; i < this.batchX.length; i++) {
      const j = i % this.d;
      if (!(this.batchX[i]! >= this.lower[j]! && this.batchX[i]! <= this.upper[j]!)) throw new InvalidInputError(`state.data.batchX[${i}]: ${this.batchX[i]} is outside the box`);
    }
    return data;
  }
}
