import { InvalidInputError } from '../../errors/InvalidInputError';
import { STRATEGIES } from './strategies';
import type { StrategySelector } from './StrategySelector';
import { optionKeys, requireOptions, requireArray } from '../../errors/internals/knownKeys';

const RIGID_RULE_BASE_OPTIONS_KEYS = optionKeys<RigidRuleBaseOptions>({ assignment: true, bounds: true });

/**
 * Feature partitions of Table 1 of Franke, Lepping & Schwiegelshohn (sec. 4.1), as upper bounds
 * per feature (a value `<= bound[k]` and `> bound[k-1]` is in partition k): SD [1-2], ]2-100];
 * U_m [0-75], ]75-85], ]85-100] %; PRCWQ_1,2 [0-20], ]20-100] %; PRCWQ_3,4,5 [0-25], ]25-100] %.
 * Fractions, not percent. 2 * 3 * 2^5 = 192 rules.
 *
 * @example
 * ```ts
 * import { rigidRuleBase, rigidRuleCount, TABLE1_BOUNDS } from 'schedlab/policies';
 * rigidRuleCount(TABLE1_BOUNDS); // 192
 * const easyEverywhere = rigidRuleBase({ assignment: new Array(192).fill(7), bounds: TABLE1_BOUNDS });
 * ```
 */
export const TABLE1_BOUNDS: readonly (readonly number[])[] = Object.freeze([
  Object.freeze([2]),
  Object.freeze([0.75, 0.85]),
  Object.freeze([0.2]),
  Object.freeze([0.2]),
  Object.freeze([0.25]),
  Object.freeze([0.25]),
  Object.freeze([0.25]),
]);

/**
 * Options of {@link rigidRuleBase}.
 *
 * @example
 * ```ts
 * import { rigidRuleBase, type RigidRuleBaseOptions } from 'schedlab/policies';
 * // Partition only U_m (3 classes): FCFS when idle, EASY when busy, conservative when full.
 * const options: RigidRuleBaseOptions = { bounds: [[0.75, 0.85]], assignment: [6, 7, 8] };
 * const rb = rigidRuleBase(options);
 * ```
 */
export interface RigidRuleBaseOptions {
  /** Strategy index (0..12) of each rule; length = the number of rules. */
  readonly assignment: ArrayLike<number>;
  /** Increasing partition bounds of each feature. @defaultValue {@link TABLE1_BOUNDS} */
  readonly bounds?: readonly (readonly number[])[];
}

/**
 * A rigid rule base: exactly one rule (situation class) fires in every state.
 *
 * @example
 * ```ts
 * import { rigidRuleBase, type RigidRuleBase } from 'schedlab/policies';
 * const rb: RigidRuleBase = rigidRuleBase({ assignment: new Array(192).fill(7) });
 * const x = Float64Array.of(1.5, 0.8, 0.1, 0.1, 0.1, 0.1, 0.9); // [SD, U_m, PRCWQ_1..5]
 * rb.select(x); // 7, the strategy of rule rb.ruleIndex(x) = 33
 * ```
 */
export interface RigidRuleBase extends StrategySelector {
  readonly bounds: readonly (readonly number[])[];
  /** Number of rules N_r = product of the partitions per feature. */
  readonly ruleCount: number;
  /** Strategy of each rule. */
  readonly assignment: readonly number[];
  /**
   * Index of the rule that fires for features `x`: mixed radix, the last feature varying
   * fastest (`rule = sum_f part_f * prod_{g > f} parts_g`).
   */
  ruleIndex(x: ArrayLike<number>): number;
}

/**
 * Number of rules of a partition: the product of `(bounds[f].length + 1)` (Franke et al. sec. 4.1).
 * @example
 * ```ts
 * import { rigidRuleCount, TABLE1_BOUNDS } from 'schedlab/policies';
 * rigidRuleCount(TABLE1_BOUNDS); // 192
 * ```
 */
export function rigidRuleCount(bounds: readonly (readonly number[])[]): number {
  requireArray('rigidRuleCount(bounds)', bounds, 'an array of bound lists');
  bounds.forEach((b, i) => requireArray(`rigidRuleCount(bounds)[${i}]`, b, 'an array of bounds'));
  return bounds.reduce((p, b) => p * (b.length + 1), 1);
}

/**
 * The rigid rule base of Franke, Lepping & Schwiegelshohn, sec. 4.1: static feature partitions
 * (Table 1 by default) define N_r situation classes, each assigned one of the 13 strategies.
 *
 * @param options - strategy per rule and partition bounds
 * @throws InvalidInputError when the bounds are not increasing or the assignment has the wrong
 *   length or an index outside 0..12
 * @example
 * ```ts
 * import { rigidRuleBase } from 'schedlab/policies';
 * const rb = rigidRuleBase({ assignment: new Array(192).fill(7) });
 * rb.ruleIndex([1.5, 0.8, 0.1, 0.1, 0.1, 0.1, 0.9]); // 0*96 + 1*32 + 0 + 0 + 0 + 0 + 1 = 33
 * ```
 */
export function rigidRuleBase(options: RigidRuleBaseOptions): RigidRuleBase {
  requireOptions('rigidRuleBase(options)', options, RIGID_RULE_BASE_OPTIONS_KEYS);
  const bounds = options.bounds ?? TABLE1_BOUNDS;
  if (!Array.isArray(bounds) || bounds.length === 0) throw new InvalidInputError('rigidRuleBase: options.bounds must be a non-empty array (one array of bounds per feature)');
  bounds.forEach((b, f) => {
    if (!Array.isArray(b)) throw new InvalidInputError(`rigidRuleBase: options.bounds[${f}] must be an array of numbers`);
    b.forEach((v, k) => {
      if (typeof v !== 'number' || Number.isNaN(v) || (k > 0 && !(v > (b[k - 1] as number)))) {
        throw new InvalidInputError(`rigidRuleBase: options.bounds[${f}][${k}] must be a number greater than the previous bound, got ${String(v)}`);
      }
    });
  });
  const ruleCount = rigidRuleCount(bounds);
  const a = options.assignment;
  if (a === null || typeof a !== 'object' || a.length !== ruleCount) {
    throw new InvalidInputError(`rigidRuleBase: options.assignment must have ${ruleCount} entries (one per rule), got ${a === null || typeof a !== 'object' ? String(a) : a.length}`);
  }
  const assignment: number[] = [];
  for (let i = 0; i < ruleCount; i++) {
    const s = a[i] as number;
    if (!Number.isInteger(s) || s < 0 || s >= STRATEGIES.length) {
      throw new InvalidInputError(`rigidRuleBase: options.assignment[${i}] must be a strategy index in [0, ${STRATEGIES.length - 1}], got ${String(s)}`);
    }
    assignment.push(s);
  }
  const frozen = Object.freeze(assignment);
  const nf = bounds.length;
  function ruleIndex(x: ArrayLike<number>): number {
    let r = 0;
    for (let f = 0; f < nf; f++) {
      const b = bounds[f]!;
      const v = x[f] as number;
      let k = 0;
      while (k < b.length && v > (b[k] as number)) k++;
      r = r * (b.length + 1) + k;
    }
    return r;
  }
  return Object.freeze({
    bounds,
    ruleCount,
    assignment: frozen,
    ruleIndex,
    select: (x: Float64Array): number => frozen[ruleIndex(x)] as number,
  });
}
