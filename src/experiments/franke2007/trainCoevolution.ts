import type { FrankeProblem } from './frankeProblem';
import { trainFuzzy, type FuzzyTrainingResult, type TrainFuzzyOptions } from './trainPittsburgh';
import { optionKeys, requireObject, requireOptions } from '../../errors/internals/knownKeys';

const TRAIN_COEVOLUTION_OPTIONS_KEYS = optionKeys<TrainFuzzyOptions>({ seed: true, generations: true, mu: true, lambda: true, optimizer: true, evaluator: true, onProgress: true, onIteration: true, signal: true });

/**
 * Cooperative coevolutionary genetic fuzzy system (CCA; Franke, Lepping & Schwiegelshohn,
 * sec. 4.2, Fig. 4): two species, a sorting rule base and an algorithm rule base (N_r rules,
 * 4 outputs, 180 genes each for 10 rules), each evolved by its own (3+21) evolution strategy
 * (tau0, tau1 from u = 180); every evaluation combines one random individual of each species
 * (`coevolution({ partner: 'random' })`), and the pair is decoded by `cooperativeSelector`.
 * 40 generations cost 3 + 40 * 21 = 843 simulations.
 *
 * @param problem - training jobs, machine, groups, weights, N_r
 * @param options - seed, budget, evaluator
 * @throws InvalidInputError on invalid options
 * @example
 * ```ts
 * import { frankeProblem, trainCoevolution, userGroups } from 'schedlab/experiments';
 * const jobs = [ // users 1 and 2 hold 97.6% and 2.4% of the work: user groups 1 and 2
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const problem = frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs), rules: 3 });
 * const { selector } = await trainCoevolution(problem, { seed: 1, generations: 2 });
 * ```
 */
export function trainCoevolution(problem: FrankeProblem, options: TrainFuzzyOptions): Promise<FuzzyTrainingResult> {
  requireObject('trainCoevolution(problem)', problem, 'a problem from frankeProblem()');
  requireOptions('trainCoevolution(options)', options, TRAIN_COEVOLUTION_OPTIONS_KEYS);
  return trainFuzzy(problem, options, 'cooperative', 'trainCoevolution');
}
