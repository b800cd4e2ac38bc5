import type { Rng } from '../../random/Rng';
import type { Optimizer, OptimizerSession } from '../Optimizer';
import type { OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';
import { requireObject } from '../../errors/internals/knownKeys';
import { checkBatchSize } from './options';

/**
 * The factory object of a single-objective optimizer, shared by all of them: `start` opens a
 * session on `(space, rng)` and runs its first step (`begin`, e.g. sampling the first batch);
 * `resume` restores one from a state. `settings` (the resolved options) is echoed on the object.
 * `population` (the largest batch a session of the settings holds) is checked against the
 * dimension before anything is allocated (`checkBatchSize`).
 */
export function sessionOptimizer<C, T extends OptimizerSession>(
  name: string,
  settings: C,
  open: (space: SearchSpace, rng: Rng, settings: C) => T,
  begin: (session: T) => void,
  restore: (space: SearchSpace, state: OptimizerState, settings: C) => T,
  population?: (settings: C, dimension: number) => number,
): Optimizer {
  const fits = (space: SearchSpace): void => {
    if (population !== undefined) checkBatchSize(`${name}.start`, population(settings, space.dimension), space.dimension);
  };
  return Object.freeze({
    name,
    settings,
    start(space: SearchSpace, rng: Rng) {
      requireObject(`${name}.start(space)`, space, 'a search space from searchSpace()');
      fits(space);
      const session = open(space, rng, settings);
      begin(session);
      return session;
    },
    resume(space: SearchSpace, state: OptimizerState) {
      requireObject(`${name}.resume(space)`, space, 'a search space from searchSpace()');
      fits(space);
      return restore(space, state, settings);
    },
  });
}
