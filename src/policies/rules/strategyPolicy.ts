import type { ClusterView } from '../../engine/ClusterView';
import type { Decision } from '../../engine/Decision';
import type { RigidJob } from '../../engine/Job';
import type { Policy, PolicyContext } from '../../engine/Policy';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { GreedyOptions } from './GreedyOptions';
import { greedyParams, StrategyRunner } from './internals/StrategyRunner';
import { STRATEGIES } from './strategies';
import { checkOptions, optionKeys } from '../../errors/internals/knownKeys';
import { showValue } from '../../errors/internals/showValue';

const STRATEGY_POLICY_OPTIONS_KEYS = optionKeys<StrategyPolicyOptions>({ groupOf: true, greedy: true });

/**
 * Options of {@link strategyPolicy}.
 *
 * @example
 * ```ts
 * import { strategyPolicy, strategyIndex, type StrategyPolicyOptions } from 'schedlab/policies';
 * const options: StrategyPolicyOptions = { groupOf: (job) => (job.group === 1 ? 1 : 2), greedy: { favouredGroups: [1] } };
 * const easyByGroup = strategyPolicy(strategyIndex('userGroup', 'easy'), options);
 * ```
 */
export interface StrategyPolicyOptions {
  /** User group (1..5) of a job; needed by `'userGroup'` sorting and Greedy. @defaultValue every job in group 1 */
  readonly groupOf?: (job: RigidJob) => number;
  /** Greedy sorting parameters. @defaultValue see {@link GreedyOptions} */
  readonly greedy?: GreedyOptions;
}

/**
 * A policy that always applies one of the 13 strategies of Franke, Lepping & Schwiegelshohn
 * (sec. 4): sort the waiting queue by the strategy's criterion, then run FCFS, EASY or
 * conservative backfilling on it (Greedy: its own sorting, then FCFS). Strategy 7
 * (`easy/waitingTime`) is the standard EASY backfilling.
 *
 * @param strategy - index into `STRATEGIES` (0..12)
 * @param options - group lookup and Greedy parameters
 * @throws InvalidInputError for an invalid index or option, or (at run time) a malleable job
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { strategyPolicy, strategyIndex } from 'schedlab/policies';
 * const sim = createSimulation({
 *   platform: homogeneousPlatform({ servers: 4 }),
 *   jobs: [{ kind: 'rigid', id: 'a', submit: 0, processors: 4, runtime: 10, estimate: 20 }],
 * });
 * sim.run(strategyPolicy(strategyIndex('estimate', 'conservative'))).jobs[0]?.end; // 10
 * ```
 */
export function strategyPolicy(strategy: number, options: StrategyPolicyOptions = {}): Policy {
  checkOptions('strategyPolicy(options)', options, STRATEGY_POLICY_OPTIONS_KEYS);
  // the index is checked before it indexes: a prototype-less object as a key throws a TypeError
  const s = Number.isInteger(strategy) ? STRATEGIES[strategy] : undefined;
  if (s === undefined) {
    throw new InvalidInputError(`strategyPolicy: strategy must be an integer in [0, ${STRATEGIES.length - 1}], got ${typeof strategy === 'number' ? String(strategy) : showValue(strategy)}`);
  }
  const groupOf = options.groupOf ?? ((): number => 1);
  if (typeof groupOf !== 'function') throw new InvalidInputError('strategyPolicy: options.groupOf must be a function (job) => group');
  const runner = new StrategyRunner(groupOf, greedyParams('strategyPolicy', options.greedy));
  return Object.freeze({
    name: `strategy(${s.name})`,
    decide: (view: ClusterView, ctx: PolicyContext): readonly Decision[] => runner.decide(view, ctx, strategy),
  });
}
