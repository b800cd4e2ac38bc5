import { createSimulation } from '../../engine/createSimulation';
import { homogeneousPlatform } from '../../engine/homogeneousPlatform';
import type { RigidJob } from '../../engine/Job';
import type { SimulationResult } from '../../engine/Simulation';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Objective } from '../../optimizers/Objective';
import { searchSpace } from '../../optimizers/searchSpace';
import { cooperativeSelector } from '../../policies/rules/cooperativeSelector';
import { ruleBaseEncoding } from '../../policies/rules/encoding';
import { rigidRuleBase, rigidRuleCount, TABLE1_BOUNDS } from '../../policies/rules/rigidRuleBase';
import { ruleBasePolicy, type RuleBasePolicy } from '../../policies/rules/ruleBasePolicy';
import { STRATEGIES } from '../../policies/rules/strategies';
import type { StrategySelector } from '../../policies/rules/StrategySelector';
import { traceMetrics, type GroupTraceMetrics } from '../traces/traceMetrics';
import type { UserGroups } from '../traces/userGroups';
import type { FrankeProblem } from './frankeProblem';
import { requireObject, requireArray } from '../../errors/internals/knownKeys';

/**
 * Which rule base a vector encodes: `'rigid'` = one strategy index per rule of Table 1 (192
 * genes, rounded), `'pittsburgh'` = one fuzzy rule base with 13 outputs (270 genes),
 * `'cooperative'` = sorting then algorithm rule bases with 4 outputs each (2 x 180 genes).
 *
 * @example
 * ```ts
 * import { frankeObjective, frankeProblem, userGroups, type RuleBaseKind } from 'schedlab/experiments';
 * const jobs = [ // users 1 and 2: user groups 1 and 2, both weighted by the default objective
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const problem = frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs) });
 * const kinds: RuleBaseKind[] = ['rigid', 'pittsburgh', 'cooperative'];
 * kinds.map((kind) => frankeObjective(problem, kind).space.dimension); // [192, 270, 360]
 * ```
 */
export type RuleBaseKind = 'rigid' | 'pittsburgh' | 'cooperative';

/**
 * Outcome of one simulation of a selector on a problem.
 *
 * @example
 * ```ts
 * import { frankeObjective, frankeProblem, userGroups, type SelectorEvaluation } from 'schedlab/experiments';
 * import { rigidRuleBase, EASY_STRATEGY } from 'schedlab/policies';
 * const jobs = [ // users 1 and 2: user groups 1 and 2, both weighted by the default objective
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const objective = frankeObjective(frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs) }), 'rigid');
 * const e: SelectorEvaluation = objective.evaluateSelector(rigidRuleBase({ assignment: new Array(192).fill(EASY_STRATEGY) }));
 * console.log(e.metrics.objective, e.selections[EASY_STRATEGY], e.result.metrics.makespan);
 * ```
 */
export interface SelectorEvaluation {
  readonly metrics: GroupTraceMetrics;
  /** How often each strategy was selected. */
  readonly selections: readonly number[];
  readonly result: SimulationResult;
}

/**
 * The objective of one problem and kind, plus helpers to evaluate any selector on it.
 *
 * @example
 * ```ts
 * import { frankeObjective, frankeProblem, userGroups, type FrankeObjective } from 'schedlab/experiments';
 * import { minimize, evolutionStrategy } from 'schedlab/optimizers';
 * const jobs = [ // users 1 and 2: user groups 1 and 2, both weighted by the default objective
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const objective: FrankeObjective = frankeObjective(frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs), rules: 3 }), 'pittsburgh');
 * const { best } = await minimize(objective, evolutionStrategy(), { seed: 1, maxIterations: 3 });
 * const metrics = objective.evaluateSelector(objective.selector(best.x)).metrics;
 * ```
 */
export interface FrankeObjective extends Objective {
  readonly kind: RuleBaseKind;
  /** Vector -> selector (decoding of the kind). */
  selector(x: ArrayLike<number>): StrategySelector;
  /** Simulates a selector on the problem's jobs. */
  evaluateSelector(selector: StrategySelector): SelectorEvaluation;
  /** The problem's user groups. */
  readonly groups: UserGroups;
}

/** Rebuilds a UserGroups lookup from the plain table of a problem (shares are not needed). */
function groupsOf(problem: FrankeProblem): UserGroups {
  const map = new Map<number, number>(problem.groupOfUser.map(([u, g]) => [u, g]));
  const count = problem.groupCount;
  const users = new Array<number>(count).fill(0);
  for (const g of map.values()) users[g - 1] = (users[g - 1] ?? 0) + 1;
  return {
    count,
    thresholds: [],
    groupOfUser: map,
    shareOfUser: new Map(),
    users,
    shares: new Array<number>(count).fill(NaN),
    groupOf: (job: RigidJob): number => map.get(job.user ?? -1) ?? count,
  };
}

/**
 * The training objective of Franke, Lepping & Schwiegelshohn (sec. 4 and 5): decode a vector
 * into a rule base, simulate the rule-based policy on the problem's jobs, return
 * `f = sum_i w_i AWRT_i` (default 10 AWRT_1 + 4 AWRT_2). Deterministic (the contexts' seeds are
 * not used: the simulation of a fixed trace has no randomness).
 *
 * Also usable as the factory export of a worker module for `workerEvaluator`
 * (`factoryData: { problem, kind }`, see {@link frankeWorkerObjective}).
 *
 * @param problem - jobs, machine, groups, weights
 * @param kind - how vectors are decoded
 * @throws InvalidInputError for an unknown kind
 * @example
 * ```ts
 * import { frankeObjective, frankeProblem, userGroups } from 'schedlab/experiments';
 * const jobs = [ // users 1 and 2 hold 97.6% and 2.4% of the work: user groups 1 and 2
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const objective = frankeObjective(frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs) }), 'rigid');
 * objective.space.dimension; // 192
 * ```
 */
export function frankeObjective(problem: FrankeProblem, kind: RuleBaseKind): FrankeObjective {
  requireObject('frankeObjective(problem)', problem, 'a problem from frankeProblem()');
  requireArray('frankeObjective(problem).groupOfUser', problem.groupOfUser, 'the [user, group] table of a problem from frankeProblem()');
  const groups = groupsOf(problem);
  const simulation = createSimulation({ platform: homogeneousPlatform({ servers: problem.machineSize }), jobs: problem.jobs });
  const jobs = problem.jobs;
  const metricOptions = { machineSize: problem.machineSize, groups, weights: problem.weights };
  let selector: (x: ArrayLike<number>) => StrategySelector;
  let space;
  if (kind === 'rigid') {
    const n = rigidRuleCount(TABLE1_BOUNDS);
    space = searchSpace({ lower: new Array<number>(n).fill(0), upper: new Array<number>(n).fill(STRATEGIES.length - 1) });
    selector = (x) => rigidRuleBase({ assignment: Array.from({ length: n }, (_, i) => Math.round(x[i] as number)) });
  } else if (kind === 'pittsburgh') {
    const enc = ruleBaseEncoding({ rules: problem.rules, features: 2 + problem.groupCount, outputs: STRATEGIES.length });
    space = searchSpace({ lower: enc.space.lower, upper: enc.space.upper, names: enc.space.names });
    selector = (x) => enc.decode(x);
  } else if (kind === 'cooperative') {
    const enc = ruleBaseEncoding({ rules: problem.rules, features: 2 + problem.groupCount, outputs: 4 });
    const d = enc.dimension;
    space = searchSpace({ lower: [...enc.space.lower, ...enc.space.lower], upper: [...enc.space.upper, ...enc.space.upper] });
    selector = (x) => cooperativeSelector(enc.decode(Array.prototype.slice.call(x, 0, d) as number[]), enc.decode(Array.prototype.slice.call(x, d, 2 * d) as number[]));
  } else {
    throw new InvalidInputError(`frankeObjective: kind must be 'rigid', 'pittsburgh' or 'cooperative', got ${JSON.stringify(kind)}`);
  }

  function evaluateSelector(sel: StrategySelector): SelectorEvaluation {
    const policy: RuleBasePolicy = ruleBasePolicy({ selector: sel, groupOf: groups.groupOf, groupCount: problem.groupCount, greedy: problem.greedy });
    const result = simulation.run(policy);
    return { metrics: traceMetrics(jobs, result.jobs, metricOptions), selections: Array.from(policy.selections), result };
  }

  return {
    kind,
    space,
    groups,
    selector,
    evaluateSelector,
    evaluate: (x: Float64Array): number => evaluateSelector(selector(x)).metrics.objective,
  };
}

/**
 * Factory for worker modules: `export { frankeWorkerObjective as objective }` in a built ES
 * module, then `workerEvaluator({ module, factoryData: { problem, kind } })` rebuilds the same
 * objective in every worker thread.
 * @example
 * ```ts
 * import { frankeWorkerObjective } from 'schedlab/experiments';
 * // worker.mjs: export { frankeWorkerObjective as objective } from 'schedlab/experiments';
 * ```
 */
export function frankeWorkerObjective(data: { readonly problem: FrankeProblem; readonly kind: RuleBaseKind }): FrankeObjective {
  requireObject('frankeWorkerObjective(data)', data, 'an object');
  return frankeObjective(data.problem, data.kind);
}
