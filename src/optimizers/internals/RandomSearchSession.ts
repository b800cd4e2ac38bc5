import { optionKeys } from '../../errors/internals/knownKeys';
import type { Rng } from '../../random/Rng';
import type { Optimizer } from '../Optimizer';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import type { RandomSearchOptions } from '../RandomSearchOptions';
import type { SearchSpace } from '../searchSpace';
import { checkOptionsObject, intOption, MAX_POPULATION } from './options';
import { uniformPoint } from './sampling';
import { Cand, SessionBase, views } from './SessionBase';
import { encodeNumbers, readState } from './stateCodec';
import { sessionOptimizer } from './sessionOptimizer';

/** The options RandomSearchOptions knows (unknown keys are refused). */
const RANDOMSEARCH_OPTION_KEYS = optionKeys<RandomSearchOptions>({ batchSize: true });

class RandomSearchSession extends SessionBase {
  x: Float64Array;

  constructor(
    space: SearchSpace,
    rng: Rng,
    private readonly n: number,
  ) {
    super('randomSearch', space, rng);
    this.x = new Float64Array(n * this.d);
    this.batch = views(this.x, n, this.d).map((x) => new Cand(x, 'explore'));
  }

  sample(): void {
    for (let i = 0; i < this.n; i++) uniformPoint(this.rng, this.x, i * this.d, this.lower, this.upper);
  }

  protected update(values: ArrayLike<number>): void {
    for (let i = 0; i < this.n; i++) this.offerBest(this.x, i * this.d, values[i]!);
    this.sample();
  }

  protected saveData(): { [key: string]: JsonValue } {
    return { x: encodeNumbers(this.x) };
  }

  static restore(space: SearchSpace, state: OptimizerState, n: number): RandomSearchSession {
    const { rng, iteration, data } = readState(state, 'randomSearch', space);
    const s = new RandomSearchSession(space, rng, n);
    s.loadBase(iteration, data);
    s.x.set(data.numbers('x', n * s.d));
    return s;
  }
}

/** Builds the random-search optimizer. */
export function createRandomSearch(options: RandomSearchOptions | undefined): Optimizer {
  checkOptionsObject('randomSearch(options)', options, RANDOMSEARCH_OPTION_KEYS);
  const n = intOption('randomSearch.batchSize', options?.batchSize, 30, 1, MAX_POPULATION);
  return sessionOptimizer('randomSearch', { batchSize: n }, (space, rng, c) => new RandomSearchSession(space, rng, c.batchSize), (s) => s.sample(), (space, state, c) => RandomSearchSession.restore(space, state, c.batchSize), (c) => c.batchSize);
}
