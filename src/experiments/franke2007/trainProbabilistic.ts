import type { ExperimentProgress } from '../ExperimentProgress';
import type { BatchEvaluator } from '../../optimizers/BatchEvaluator';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { rigidRuleBase, rigidRuleCount, TABLE1_BOUNDS, type RigidRuleBase } from '../../policies/rules/rigidRuleBase';
import { STRATEGIES } from '../../policies/rules/strategies';
import { assertSeed, createRng } from '../../random/createRng';
import { uniformInt } from '../../random/uniformInt';
import { frankeObjective } from './frankeObjective';
import type { FrankeProblem } from './frankeProblem';
import { evaluateBatch } from './internals/evaluateBatch';
import { optionKeys, requireObject, requireOptions } from '../../errors/internals/knownKeys';

const TRAIN_PROBABILISTIC_OPTIONS_KEYS = optionKeys<TrainProbabilisticOptions>({ seed: true, p: true, evaluator: true, onProgress: true });

/**
 * Options of {@link trainProbabilistic}.
 *
 * @example
 * ```ts
 * import { frankeProblem, trainProbabilistic, userGroups, type TrainProbabilisticOptions } from 'schedlab/experiments';
 * const jobs = [ // users 1 and 2: user groups 1 and 2, both weighted by the default objective
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const options: TrainProbabilisticOptions = { seed: 4, p: 10, onProgress: (p) => console.log(p.done, p.total, p.best) };
 * const result = await trainProbabilistic(frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs) }), options);
 * ```
 */
export interface TrainProbabilisticOptions {
  /** Seed of the random assignments (unsigned 32-bit). */
  readonly seed: number;
  /** How often each strategy is assigned to each rule (p). @defaultValue 50 (sec. 4.1: 13 * 50 = 650 simulations) */
  readonly p?: number;
  /** Evaluates the 13 rule bases of a round, e.g. in worker threads. @defaultValue in-thread */
  readonly evaluator?: BatchEvaluator;
  /** Called after each round: stage `'PROB'`, unit `'simulations'`, the best value sampled so far. */
  readonly onProgress?: (progress: ExperimentProgress) => void;
}

/**
 * Result of {@link trainProbabilistic}.
 *
 * @example
 * ```ts
 * import { frankeProblem, trainProbabilistic, userGroups, type ProbabilisticResult } from 'schedlab/experiments';
 * import { ruleBasePolicy } from 'schedlab/policies';
 * const jobs = [ // users 1 and 2: user groups 1 and 2, both weighted by the default objective
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const groups = userGroups(jobs);
 * const r: ProbabilisticResult = await trainProbabilistic(frankeProblem({ jobs, machineSize: 4, groups }), { seed: 1, p: 2 });
 * const policy = ruleBasePolicy({ selector: r.ruleBase, groupOf: groups.groupOf }); // r.simulations === 26
 * ```
 */
export interface ProbabilisticResult {
  /** The final rule base: per rule, the strategy with the smallest sum of objective values. */
  readonly ruleBase: RigidRuleBase;
  /** `sums[rule * 13 + strategy]`: sum of the objective values of the rule bases with that assignment. */
  readonly sums: readonly number[];
  /** Simulations run (13 p). */
  readonly simulations: number;
  /** The best of the sampled rule bases and its training value. */
  readonly bestSampled: { readonly assignment: readonly number[]; readonly value: number };
}

/**
 * Probability driven rule base development (Franke, Lepping & Schwiegelshohn, sec. 4.1): rigid
 * rule base with the Table 1 partitions (192 rules); in each of p rounds, every rule gets a
 * random permutation of the 13 strategies over the round's 13 rule bases, so that after p rounds
 * each strategy was assigned to each rule exactly p times; every rule base is simulated on the
 * problem's jobs and its objective added to the sums of its (rule, strategy) assignments; each
 * rule finally gets the strategy with the smallest sum. Ties go to the lower strategy index.
 *
 * @param problem - training jobs, machine, groups, weights
 * @param options - seed, p, evaluator
 * @throws InvalidInputError on an invalid seed or p
 * @example
 * ```ts
 * import { frankeProblem, trainProbabilistic, userGroups } from 'schedlab/experiments';
 * const jobs = [ // users 1 and 2 hold 97.6% and 2.4% of the work: user groups 1 and 2
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const problem = frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs) });
 * const { ruleBase } = await trainProbabilistic(problem, { seed: 1, p: 2 });
 * ```
 */
export async function trainProbabilistic(problem: FrankeProblem, options: TrainProbabilisticOptions): Promise<ProbabilisticResult> {
  requireObject('trainProbabilistic(problem)', problem, 'a problem from frankeProblem()');
  requireOptions('trainProbabilistic(options)', options, TRAIN_PROBABILISTIC_OPTIONS_KEYS);
  assertSeed(options.seed, 'trainProbabilistic: options.seed');
  const p = options.p ?? 50;
  if (!Number.isInteger(p) || p < 1) throw new InvalidInputError(`trainProbabilistic: options.p must be an integer >= 1, got ${String(p)}`);
  const rules = rigidRuleCount(TABLE1_BOUNDS);
  const ns = STRATEGIES.length;
  const objective = frankeObjective(problem, 'rigid');
  const rng = createRng(options.seed);
  const sums = new Array<number>(rules * ns).fill(0);
  let best = { assignment: [] as number[], value: Infinity };
  const perm = new Array<number>(ns);
  for (let round = 0; round < p; round++) {
    const xs = Array.from({ length: ns }, () => new Float64Array(rules));
    for (let r = 0; r < rules; r++) {
      for (let k = 0; k < ns; k++) perm[k] = k;
      for (let k = ns - 1; k > 0; k--) {
        const j = uniformInt(rng, 0, k);
        const t = perm[k]!;
        perm[k] = perm[j]!;
        perm[j] = t;
      }
      for (let b = 0; b < ns; b++) xs[b]![r] = perm[b]!;
    }
    const values = await evaluateBatch(objective, xs, options.evaluator, round);
    for (let b = 0; b < ns; b++) {
      const v = values[b]!;
      const x = xs[b]!;
      for (let r = 0; r < rules; r++) {
        const k = r * ns + x[r]!;
        sums[k] = sums[k]! + v;
      }
      if (v < best.value) best = { assignment: Array.from(x), value: v };
    }
    options.onProgress?.({ stage: 'PROB', done: (round + 1) * ns, total: p * ns, unit: 'simulations', best: best.value });
  }
  const assignment: number[] = [];
  for (let r = 0; r < rules; r++) {
    let s = 0;
    for (let k = 1; k < ns; k++) if (sums[r * ns + k]! < sums[r * ns + s]!) s = k;
    assignment.push(s);
  }
  return { ruleBase: rigidRuleBase({ assignment }), sums, simulations: p * ns, bestSampled: best };
}
