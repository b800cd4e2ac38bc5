import type { Rng } from '../../random/Rng';
import type { Optimizer, OptimizerSession } from '../Optimizer';
import type { OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';
import { requireObject } from '../../errors/internals/knownKeys';

/**
 * The factory object of a single-objective optimizer, shared by all of them: `start` opens a
 * session on `(space, rng)` and runs its first step (`begin`, e.g. sampling the first batch);
 * `resume` restores one from a state. `settings` (the resolved options) is echoed on the object.
 */
export function sessionOptimizer<C, T extends OptimizerSession>(
  name: string,
  settings: C,
  open: (space: SearchSpace, rng: Rng, settings: C) => T,
  begin: (session: T) => void,
  restore: (space: SearchSpace, state: OptimizerState, settings: C) => T,
): Optimizer {
  return Object.freeze({
    name,
    settings,
    start(space: SearchSpace, rng: Rng) {
      requireObject(`${name}.start(space)`, space, 'a search space from searchSpace()');
      const session = open(space, rng, settings);
      begin(session);
      return session;
    },
    resume(space: SearchSpace, state: OptimizerState) {
      requireObject(`${name}.resume(space)`, space, 'a search space from searchSpace()');
      return restore(space, state, settings);
    },
  });
}
