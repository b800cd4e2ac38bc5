import type { Rng } from '../../random/Rng';
import type { MultiObjectiveOptimizer } from '../MultiObjectiveOptimizer';
import type { OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';
import { checkBatchSize } from './options';
import { requireObject } from '../../errors/internals/knownKeys';
import { checkObjectiveCount } from './objectiveVectors';
import type { ParetoSessionBase } from './ParetoSessionBase';

/**
 * The factory object of a population-based multi-objective optimizer: checks the objective count,
 * opens a session with a uniform first batch (its first individuals replaced by `initialPoints`),
 * or restores one from a state.
 */
export function paretoOptimizer<S>(
  name: string,
  settings: S,
  open: (space: SearchSpace, objectives: number, rng: Rng, settings: S) => ParetoSessionBase,
  restore: (space: SearchSpace, objectives: number, state: OptimizerState, settings: S) => ParetoSessionBase,
  initialPoints?: ReadonlyArray<readonly number[]>,
  population?: (settings: S) => number,
): MultiObjectiveOptimizer {
  const fits = (space: SearchSpace): void => {
    if (population !== undefined) checkBatchSize(`${name}.start`, population(settings), space.dimension);
  };
  return Object.freeze({
    name,
    kind: 'multi-objective' as const,
    start(space: SearchSpace, objectives: number, rng: Rng) {
      requireObject(`${name}.start(space)`, space, 'a search space from searchSpace()');
      checkObjectiveCount(name, objectives);
      fits(space);
      const s = open(space, objectives, rng, settings);
      s.sampleInitial(initialPoints);
      return s;
    },
    resume(space: SearchSpace, objectives: number, state: OptimizerState) {
      requireObject(`${name}.resume(space)`, space, 'a search space from searchSpace()');
      checkObjectiveCount(name, objectives);
      fits(space);
      return restore(space, objectives, state, settings);
    },
  });
}
