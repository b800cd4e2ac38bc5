import { InvalidInputError } from '../errors/InvalidInputError';
import { PAPER_MIN_OFF_DURATION } from '../power/breakEvenOffDuration';
import type { ReconfigurationInput } from './Condition';
import { greedyPolicy } from './greedyPolicy';
import type { ParametricCondition } from './ParametricCondition';
import type { ParametricPolicy } from './ParametricPolicy';
import { powerOffRule } from './PowerOffRule';
import { shutdownCondition } from './shutdownCondition';
import { checkParameter } from './internals/checkParameter';
import { checkOptions, optionKeys, requireObject, requireArray } from '../errors/internals/knownKeys';

const GREEDY_FAMILY_OPTIONS_KEYS = optionKeys<GreedyFamilyOptions>({ minOffDuration: true, maxOffDuration: true, reconfigureWhileQueued: true, shutdownGranularity: true, reconfigurationOrder: true, shutdownWhileQueued: true });

/**
 * Options of {@link greedyFamily}.
 *
 * @example
 * ```ts
 * import { greedyFamily, condition3, type GreedyFamilyOptions } from 'schedlab/policies';
 * import { breakEvenOffDuration, PAPER_POWER_MODEL } from 'schedlab/power';
 * const options: GreedyFamilyOptions = { minOffDuration: breakEvenOffDuration(PAPER_POWER_MODEL), maxOffDuration: 7200 };
 * const family = greedyFamily(condition3, options);
 * ```
 */
export interface GreedyFamilyOptions {
  /**
   * Lower bound of t1off and t2off (s). @defaultValue 362, the paper's shortest power-off
   * (`PAPER_MIN_OFF_DURATION`); `breakEvenOffDuration(model)` gives the model-derived one.
   */
  readonly minOffDuration?: number;
  /**
   * Upper bound of t1off and t2off (s). The paper gives none; one hour is our choice: it
   * covers Table 4's longest duration (2962 s) and is 7 times the Table 3 mean inter-arrival.
   * @defaultValue 3600
   */
  readonly maxOffDuration?: number;
  /** Passed to {@link greedyPolicy}. @defaultValue false */
  readonly reconfigureWhileQueued?: boolean;
  /** Passed to {@link greedyPolicy}: one server at a time (the authors' reading) or all at once. @defaultValue 'perServer' */
  readonly shutdownGranularity?: 'perServer' | 'allAtOnce';
  /** Passed to {@link greedyPolicy}. @defaultValue 'largestRemainingMassFirst' */
  readonly reconfigurationOrder?: 'largestRemainingMassFirst' | 'smallestRemainingMassFirst';
  /** Passed to {@link greedyPolicy}. @defaultValue false */
  readonly shutdownWhileQueued?: boolean;
}

/**
 * Names of the five shutdown parameters appended after the condition's own (Table 2).
 *
 * @example
 * ```ts
 * import { greedyFamily, condition2, SHUTDOWN_PARAMETERS } from 'schedlab/policies';
 * const names = greedyFamily(condition2).space.names;
 * names.slice(-SHUTDOWN_PARAMETERS.length); // ['woff', 'soff', 't1off', 't2off', 'pT1off']
 * ```
 */
export const SHUTDOWN_PARAMETERS = ['woff', 'soff', 't1off', 't2off', 'pT1off'] as const;

/**
 * The tunable greedy policy of Dupont et al. 2020 (Table 2): the reconfiguration condition's
 * parameters followed by `[woff, soff, t1off, t2off, pT1off]`, so 8 parameters with condition1
 * and 9 with condition2 or condition3. Weights and scales in [0, 1], bias in [-0.5, 0.5],
 * durations in [minOffDuration, maxOffDuration], probability in [0, 1].
 *
 * @example
 * ```ts
 * import { greedyFamily, condition1 } from 'schedlab/policies';
 * const family = greedyFamily(condition1);
 * family.space.dimension; // 8
 * const swarm1 = family.create([0.175, 0.742, 0.331, 0.455, 0.76, 899, 1405, 0.717]);
 * ```
 */
export function greedyFamily(
  condition: ParametricCondition<ReconfigurationInput>,
  options: GreedyFamilyOptions = {},
): ParametricPolicy {
  requireObject('greedyFamily(condition)', condition, 'an object');
  requireArray('greedyFamily(condition).parameters', condition.parameters, 'the parameters of a ParametricCondition (from parametricCondition())');
  checkOptions('greedyFamily(options)', options, GREEDY_FAMILY_OPTIONS_KEYS);
  const lo = options.minOffDuration ?? PAPER_MIN_OFF_DURATION;
  const hi = options.maxOffDuration ?? 3600;
  if (!(Number.isFinite(lo) && Number.isFinite(hi) && lo > 0 && lo < hi)) {
    throw new InvalidInputError(`greedyFamily: need 0 < minOffDuration < maxOffDuration (finite), got [${lo}, ${hi}]`);
  }
  const k = condition.parameters.length;
  const names = [...condition.parameters.map((p) => p.name), ...SHUTDOWN_PARAMETERS];
  const lower = [...condition.parameters.map((p) => p.lower), 0, 0, lo, lo, 0];
  const upper = [...condition.parameters.map((p) => p.upper), 1, 1, hi, hi, 1];
  const space = Object.freeze({
    dimension: names.length,
    lower: Object.freeze(lower),
    upper: Object.freeze(upper),
    names: Object.freeze(names),
  });
  const whileQueued = options.reconfigureWhileQueued === true;
  const granularity = options.shutdownGranularity ?? 'perServer';
  const reconfigurationOrder = options.reconfigurationOrder ?? 'largestRemainingMassFirst';
  const shutdownWhileQueued = options.shutdownWhileQueued === true;
  return Object.freeze({
    name: `greedy(${condition.name})`,
    space,
    create(x: ArrayLike<number>) {
      requireObject(`greedy(${condition.name}).create(x)`, x, 'an array of parameter values');
      if (x.length !== names.length) {
        throw new InvalidInputError(`greedy(${condition.name}): expected ${names.length} parameters (${names.join(', ')}), got ${x.length}`);
      }
      const v = Array.from(x);
      for (let i = 0; i < names.length; i++) checkParameter(`greedy(${condition.name})`, names[i]!, v[i]!, lower[i]!, upper[i]!);
      const [woff, soff, t1, t2, p] = v.slice(k) as [number, number, number, number, number];
      return greedyPolicy({
        name: `greedy(${condition.name})`,
        reconfiguration: condition.create(v.slice(0, k)),
        shutdown: powerOffRule({ condition: shutdownCondition.create([woff, soff]), duration: { short: t1, long: t2, pShort: p } }),
        reconfigureWhileQueued: whileQueued,
        shutdownGranularity: granularity,
        reconfigurationOrder,
        shutdownWhileQueued,
      });
    },
  });
}
