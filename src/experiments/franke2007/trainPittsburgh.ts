import type { ExperimentProgress } from '../ExperimentProgress';
import type { BatchEvaluator } from '../../optimizers/BatchEvaluator';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { cmaEs } from '../../optimizers/cmaEs';
import { coevolution } from '../../optimizers/coevolution';
import { evolutionStrategy } from '../../optimizers/evolutionStrategy';
import { minimize } from '../../optimizers/minimize';
import type { HistoryEntry, IterationProgress } from '../../optimizers/OptimizationResult';
import type { StrategySelector } from '../../policies/rules/StrategySelector';
import { frankeObjective, type RuleBaseKind } from './frankeObjective';
import type { FrankeProblem } from './frankeProblem';
import { optionKeys, requireObject, requireOptions } from '../../errors/internals/knownKeys';

const TRAIN_PITTSBURGH_OPTIONS_KEYS = optionKeys<TrainFuzzyOptions>({ seed: true, generations: true, mu: true, lambda: true, optimizer: true, evaluator: true, onProgress: true, onIteration: true, signal: true });

/**
 * Options of {@link trainPittsburgh} and `trainCoevolution`.
 *
 * @example
 * ```ts
 * import { frankeProblem, trainPittsburgh, userGroups, type TrainFuzzyOptions } from 'schedlab/experiments';
 * const jobs = [ // users 1 and 2: user groups 1 and 2, both weighted by the default objective
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const options: TrainFuzzyOptions = { seed: 3, generations: 5, mu: 2, lambda: 14, onProgress: (p) => console.log(p.done, p.total, p.best) };
 * const result = await trainPittsburgh(frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs), rules: 3 }), options);
 * ```
 */
export interface TrainFuzzyOptions {
  /** Seed of the optimizer (unsigned 32-bit). */
  readonly seed: number;
  /** Generations after the random initial parents. @defaultValue 40 (sec. 4.2: 3 + 40 * 21 = 843 simulations) */
  readonly generations?: number;
  /** Parents mu. @defaultValue 3 */
  readonly mu?: number;
  /** Offspring lambda. @defaultValue 21 */
  readonly lambda?: number;
  /**
   * The tuner: Franke et al.'s (mu+lambda) ES, or `cmaEs()` (IPOP) with the same number of
   * simulations, mu + generations x lambda (Pittsburgh only; the cooperative form pairs two ES
   * species). @defaultValue 'es'
   */
  readonly optimizer?: 'es' | 'cma-es';
  /** Batch evaluator (e.g. `workerEvaluator` with `frankeWorkerObjective`). @defaultValue in-thread */
  readonly evaluator?: BatchEvaluator;
  /** Called after each generation (0 = initial parents): stage `'PITTS'` or `'CCA'`, unit `'simulations'` (of the ES budget), best cost so far. */
  readonly onProgress?: (progress: ExperimentProgress) => void;
  /**
   * Called after each generation with the optimizer's own progress (as `minimize`'s `onIteration`)
   * and the run's name, `'PITTS'` or `'CCA'`: a `jsonlLogger` from `schedlab/optimizers` fits as it is.
   */
  readonly onIteration?: (progress: IterationProgress, run: string) => void;
  /** Stops the training between generations: the call throws the signal's reason (an `AbortError` by default). */
  readonly signal?: AbortSignal;
}

/**
 * Result of a fuzzy rule base training.
 *
 * @example
 * ```ts
 * import { frankeProblem, trainCoevolution, userGroups, type FuzzyTrainingResult } from 'schedlab/experiments';
 * import { ruleBasePolicy } from 'schedlab/policies';
 * const jobs = [ // users 1 and 2: user groups 1 and 2, both weighted by the default objective
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const groups = userGroups(jobs);
 * const r: FuzzyTrainingResult = await trainCoevolution(frankeProblem({ jobs, machineSize: 4, groups, rules: 3 }), { seed: 1, generations: 2 });
 * const policy = ruleBasePolicy({ selector: r.selector, groupOf: groups.groupOf }); // r.history: the training curve
 * ```
 */
export interface FuzzyTrainingResult {
  /** The best rule base (as a selector for `ruleBasePolicy`). */
  readonly selector: StrategySelector;
  /** Its gene vector. */
  readonly x: readonly number[];
  /** Its training objective value. */
  readonly value: number;
  /** Simulations run. */
  readonly evaluations: number;
  /** Per generation: min / mean / max of the batch and best so far. */
  readonly history: readonly HistoryEntry[];
}

/**
 * Shared by trainPittsburgh and trainCoevolution (not re-exported from the module index).
 *
 * @example
 * ```ts
 * // Internal (not exported by 'schedlab/experiments'); from a file in src/experiments/franke2007/:
 * import { trainFuzzy } from './trainPittsburgh';
 * import { frankeProblem } from './frankeProblem';
 * import { userGroups } from '../traces/userGroups';
 * const jobs = [ // users 1 and 2: user groups 1 and 2, both weighted by the default objective
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const problem = frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs), rules: 3 });
 * const r = await trainFuzzy(problem, { seed: 1, generations: 2 }, 'cooperative', 'trainCoevolution'); // = trainCoevolution(problem, ...)
 * ```
 */
export async function trainFuzzy(problem: FrankeProblem, options: TrainFuzzyOptions, kind: RuleBaseKind, where: string): Promise<FuzzyTrainingResult> {
  const generations = options.generations ?? 40;
  if (!Number.isInteger(generations) || generations < 0) throw new InvalidInputError(`${where}: options.generations must be an integer >= 0, got ${String(generations)}`);
  const objective = frankeObjective(problem, kind);
  const es = { mu: options.mu ?? 3, lambda: options.lambda ?? 21, selection: 'plus' as const };
  let optimizer = evolutionStrategy(es);
  if (kind === 'cooperative') {
    const half = objective.space.dimension / 2;
    optimizer = coevolution({
      species: [
        { start: 0, end: half, optimizer: evolutionStrategy(es) },
        { start: half, end: 2 * half, optimizer: evolutionStrategy(es) },
      ],
      partner: 'random',
    });
  }
  const tuner = options.optimizer ?? 'es';
  if (tuner !== 'es' && tuner !== 'cma-es') throw new InvalidInputError(`${where}: options.optimizer must be 'es' or 'cma-es', got ${JSON.stringify(tuner)}`);
  if (tuner === 'cma-es' && kind === 'cooperative') throw new InvalidInputError(`${where}: options.optimizer 'cma-es' is for the Pittsburgh rule base; the cooperative form pairs two ES species`);
  const budget = es.mu + generations * es.lambda; // what the ES spends: its initial parents, then lambda per generation
  const result = await minimize(objective, tuner === 'cma-es' ? cmaEs() : optimizer, {
    seed: options.seed,
    ...(tuner === 'cma-es' ? { maxEvaluations: budget } : { maxIterations: generations + 1 }),
    ...(options.evaluator === undefined ? {} : { evaluator: options.evaluator }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    onIteration: (p) => {
      const run = kind === 'cooperative' ? 'CCA' : 'PITTS';
      options.onProgress?.({ stage: run, done: Math.min(p.evaluations, budget), total: budget, unit: 'simulations', best: p.entry.bestSoFar });
      options.onIteration?.(p, run);
    },
  });
  options.signal?.throwIfAborted();
  return {
    selector: objective.selector(result.best.x),
    x: result.best.x.slice(),
    value: result.best.value,
    evaluations: result.evaluations,
    history: result.history,
  };
}

/**
 * Pittsburgh genetic fuzzy system (Franke, Lepping & Schwiegelshohn, sec. 4.2): one individual
 * = one TSK rule base of N_r rules with 13 outputs (`ruleBaseEncoding`, 270 genes for 10 rules),
 * trained by a (3+21) evolution strategy with non-isotropic self-adaptive mutation and no
 * recombination (tau0 = 1/sqrt(2u), tau1 = 1/sqrt(2 sqrt(u))), random initial parents, for
 * `generations` generations on the objective `frankeObjective(problem, 'pittsburgh')`.
 *
 * @param problem - training jobs, machine, groups, weights, N_r
 * @param options - seed, budget, evaluator
 * @throws InvalidInputError on invalid options
 * @example
 * ```ts
 * import { frankeProblem, trainPittsburgh, userGroups } from 'schedlab/experiments';
 * const jobs = [ // users 1 and 2 hold 97.6% and 2.4% of the work: user groups 1 and 2
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const problem = frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs), rules: 3 });
 * const { selector, value } = await trainPittsburgh(problem, { seed: 1, generations: 2 });
 * ```
 */
export function trainPittsburgh(problem: FrankeProblem, options: TrainFuzzyOptions): Promise<FuzzyTrainingResult> {
  requireObject('trainPittsburgh(problem)', problem, 'a problem from frankeProblem()');
  requireOptions('trainPittsburgh(options)', options, TRAIN_PITTSBURGH_OPTIONS_KEYS);
  return trainFuzzy(problem, options, 'pittsburgh', 'trainPittsburgh');
}
