import type { ClusterView } from '../../engine/ClusterView';
import type { Decision } from '../../engine/Decision';
import type { Job, RigidJob } from '../../engine/Job';
import type { Policy, PolicyContext } from '../../engine/Policy';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { featureTracker } from './features';
import type { GreedyOptions } from './GreedyOptions';
import { greedyParams, StrategyRunner } from './internals/StrategyRunner';
import { STRATEGIES } from './strategies';
import type { StrategySelector } from './StrategySelector';
import { optionKeys, requireOptions } from '../../errors/internals/knownKeys';

const RULE_BASE_POLICY_OPTIONS_KEYS = optionKeys<RuleBasePolicyOptions>({ selector: true, groupOf: true, groupCount: true, greedy: true, name: true });

/**
 * Options of {@link ruleBasePolicy}.
 *
 * @example
 * ```ts
 * import { ruleBasePolicy, rigidRuleBase, type RuleBasePolicyOptions } from 'schedlab/policies';
 * const options: RuleBasePolicyOptions = {
 *   selector: rigidRuleBase({ assignment: new Array(192).fill(7) }),
 *   groupOf: (job) => (job.user === 1 ? 1 : 5),
 *   greedy: { starvationTime: 12 * 3600 },
 *   name: 'rigid-easy',
 * };
 * const policy = ruleBasePolicy(options);
 * ```
 */
export interface RuleBasePolicyOptions {
  /** The rule base: features -> strategy index (`rigidRuleBase`, `fuzzyRuleBase`, `cooperativeSelector`). */
  readonly selector: StrategySelector;
  /** User group (1..groupCount) of a job, e.g. `userGroups(trace).groupOf`. */
  readonly groupOf: (job: RigidJob) => number;
  /** Number of user groups (PRCWQ features). @defaultValue 5 */
  readonly groupCount?: number;
  /** Greedy sorting parameters. @defaultValue see {@link GreedyOptions} */
  readonly greedy?: GreedyOptions;
  /** Policy name. @defaultValue `'ruleBase'` */
  readonly name?: string;
}

/**
 * A rule-based policy; `selections` counts the strategies chosen in the current (last) run.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { ruleBasePolicy, rigidRuleBase, STRATEGIES, type RuleBasePolicy } from 'schedlab/policies';
 * const policy: RuleBasePolicy = ruleBasePolicy({ selector: rigidRuleBase({ assignment: new Array(192).fill(7) }), groupOf: () => 1 });
 * createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs: [{ kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 10, estimate: 10 }] }).run(policy);
 * const used = STRATEGIES.filter((s) => policy.selections[s.index]! > 0).map((s) => s.name); // ['easy/waitingTime']
 * ```
 */
export interface RuleBasePolicy extends Policy {
  /** How often each of the 13 strategies was selected since the run started. */
  readonly selections: Readonly<Uint32Array>;
}

/**
 * Rule-based scheduling (Franke, Lepping & Schwiegelshohn, sec. 4, Fig. 1): at every scheduling
 * point with a non-empty queue, compute the features `[SD, U_m, PRCWQ_1..5]` (sec. 3.2), ask the
 * rule base for a strategy, and apply it (sort the queue, then FCFS / EASY / conservative
 * backfilling, or Greedy). The policy keeps the completion history that SD needs and resets it
 * when a new run starts, so one policy object can serve successive runs (not concurrent ones).
 *
 * @param options - selector, user groups, Greedy parameters
 * @throws InvalidInputError on invalid options; at run time when the selector returns an invalid
 *   index or a job is malleable
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { ruleBasePolicy, rigidRuleBase } from 'schedlab/policies';
 * const jobs: RigidJob[] = [{ kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 10, estimate: 10, user: 1 }];
 * const policy = ruleBasePolicy({
 *   selector: rigidRuleBase({ assignment: new Array(192).fill(7) }), // EASY everywhere
 *   groupOf: () => 1,
 * });
 * createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs }).run(policy);
 * ```
 */
export function ruleBasePolicy(options: RuleBasePolicyOptions): RuleBasePolicy {
  requireOptions('ruleBasePolicy(options)', options, RULE_BASE_POLICY_OPTIONS_KEYS);
  const { selector, groupOf } = options;
  if (selector === null || typeof selector !== 'object' || typeof selector.select !== 'function') {
    throw new InvalidInputError('ruleBasePolicy: options.selector must be an object with select(features)');
  }
  const tracker = featureTracker({ groupOf, groupCount: options.groupCount ?? 5 });
  const runner = new StrategyRunner(groupOf, greedyParams('ruleBasePolicy', options.greedy));
  const selections = new Uint32Array(STRATEGIES.length);
  let lastNow = -Infinity;

  function decide(view: ClusterView, ctx: PolicyContext): readonly Decision[] {
    if (view.now < lastNow || (view.running.length === 0 && view.completedJobs === 0)) selections.fill(0);
    lastNow = view.now;
    const x = tracker.update(view);
    if (view.queue.length === 0 || view.availableServers.length === 0) return [];
    const s = selector.select(x);
    if (!Number.isInteger(s) || s < 0 || s >= STRATEGIES.length) {
      throw new InvalidInputError(`ruleBasePolicy: the selector returned ${String(s)}, expected a strategy index in [0, ${STRATEGIES.length - 1}]`);
    }
    selections[s] = (selections[s] as number) + 1;
    const decisions = runner.decide(view, ctx, s);
    if (decisions.length > 0) {
      const platform = view.platform;
      const queue = view.queue;
      for (const d of decisions) {
        if (d.type !== 'start') continue;
        let job: Job | undefined;
        for (let i = 0; i < queue.length; i++) if (queue.at(i)!.id === d.job) { job = queue.at(i); break; }
        const cluster = platform.clusters[platform.serverCluster[d.servers[0]!]!]!;
        tracker.started(job as RigidJob, view.now, cluster.speed);
      }
    }
    return decisions;
  }

  return Object.freeze({ name: options.name ?? 'ruleBase', decide, selections });
}
