import { InvalidInputError } from '../errors/InvalidInputError';
import type { Rng } from '../random/Rng';
import { uniform } from '../random/uniform';
import type { Condition, ShutdownInput } from './Condition';
import { optionKeys, requireOptions, requireObject } from '../errors/internals/knownKeys';

const POWER_OFF_RULE_OPTIONS_KEYS = optionKeys<PowerOffRuleOptions>({ condition: true, duration: true });

/**
 * The shutdown step of the greedy policy: whether to power off the available servers and for
 * how long. Returns the duration (s) or undefined to keep them on.
 *
 * @example
 * ```ts
 * import { powerOffRule, always, type PowerOffRule, type ShutdownInput } from 'schedlab/policies';
 * import { createRng } from 'schedlab/random';
 * const rule: PowerOffRule = powerOffRule({ condition: always, duration: 900 });
 * const input: ShutdownInput = { availableServers: 4, totalServers: 10, runningJobs: 2, now: 3600 };
 * rule.decide(input, createRng(1)); // 900
 * ```
 */
export interface PowerOffRule {
  readonly name: string;
  decide(input: ShutdownInput, rng: Rng): number | undefined;
}

/**
 * Options of {@link powerOffRule}.
 *
 * @example
 * ```ts
 * import { powerOffRule, shutdownCondition, type PowerOffRuleOptions } from 'schedlab/policies';
 * const options: PowerOffRuleOptions = {
 *   condition: shutdownCondition.create([0.455, 0.76]),
 *   duration: { short: 899, long: 1405, pShort: 0.717 }, // Swarm1, Table 4
 * };
 * const rule = powerOffRule(options);
 * ```
 */
export interface PowerOffRuleOptions {
  /** When to power off. */
  readonly condition: Condition<ShutdownInput>;
  /**
   * Power-off duration (s): a constant, or the paper's two durations `{ short, long, pShort }`
   * (t1off with probability p_t1off, else t2off; one uniform draw from the policy stream per decision).
   */
  readonly duration: number | { readonly short: number; readonly long: number; readonly pShort: number };
}

/**
 * Builds a {@link PowerOffRule} from a condition and a duration law (Dupont 2020, 4.2.2).
 *
 * @throws InvalidInputError when a duration is not finite and > 0 or pShort is outside [0, 1]
 * @example
 * ```ts
 * import { powerOffRule, always, shutdownCondition } from 'schedlab/policies';
 * const fifoPoff = powerOffRule({ condition: always, duration: 900 });
 * const swarm2 = powerOffRule({
 *   condition: shutdownCondition.create([0.516, 0.814]),
 *   duration: { short: 528, long: 2962, pShort: 0.959 },
 * });
 * ```
 */
export function powerOffRule(options: PowerOffRuleOptions): PowerOffRule {
  requireOptions('powerOffRule(options)', options, POWER_OFF_RULE_OPTIONS_KEYS);
  const { condition, duration } = options;
  requireObject('powerOffRule(options).condition', condition, 'a Condition { name, holds }');
  if (typeof duration !== 'number') requireObject('powerOffRule(options).duration', duration, 'a number of seconds or { short, long, pShort }');
  const positive = (v: number, f: string): void => {
    if (!(Number.isFinite(v) && v > 0)) throw new InvalidInputError(`powerOffRule: ${f} must be a finite number > 0 (s), got ${v}`);
  };
  if (typeof duration === 'number') {
    positive(duration, 'duration');
    return Object.freeze({
      name: `${condition.name}/${duration}s`,
      decide: (input: ShutdownInput) => (condition.holds(input) ? duration : undefined),
    });
  }
  positive(duration.short, 'duration.short');
  positive(duration.long, 'duration.long');
  if (!(duration.pShort >= 0 && duration.pShort <= 1)) {
    throw new InvalidInputError(`powerOffRule: duration.pShort must be in [0, 1], got ${duration.pShort}`);
  }
  const { short, long, pShort } = duration;
  return Object.freeze({
    name: `${condition.name}/${short}s|${long}s`,
    decide: (input: ShutdownInput, rng: Rng) => {
      if (!condition.holds(input)) return undefined;
      return uniform(rng) < pShort ? short : long;
    },
  });
}
