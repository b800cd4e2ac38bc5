import type { Policy } from '../engine/Policy';
import { InvalidInputError } from '../errors/InvalidInputError';
import { checkOptions, optionKeys, requireObject } from '../errors/internals/knownKeys';
import { breakEvenShutdown } from './breakEvenShutdown';
import { energyBackfilling } from './energyBackfilling';
import { idleTimeout } from './idleTimeout';
import { keepIdle } from './keepIdle';
import type { ParametricPolicy } from './ParametricPolicy';
import { checkParameter } from './internals/checkParameter';
import { withShutdown, type WithShutdownOptions } from './withShutdown';
import type { PowerModel } from '../power/PowerModel';
import type { ShutdownRuleName } from './ShutdownRuleName';

const SHUTDOWN_FAMILY_OPTIONS_KEYS = optionKeys<ShutdownFamilyOptions>({ maxTime: true, maxFactor: true, maxReserve: true, wake: true, power: true });

/**
 * Options of {@link shutdownFamily}: the upper bounds of the search box.
 *
 * @example
 * ```ts
 * import { easyBackfilling, shutdownFamily, type ShutdownFamilyOptions } from 'schedlab/policies';
 * const options: ShutdownFamilyOptions = { maxTime: 3600, maxReserve: 20 };
 * const family = shutdownFamily(easyBackfilling(), 'keepIdle', options);
 * ```
 */
export interface ShutdownFamilyOptions {
  /** Largest timeout tuned (s): suspendTime, idleTime. @defaultValue 7200 */
  readonly maxTime?: number;
  /** Largest multiple of the break-even duration tuned. @defaultValue 10 */
  readonly maxFactor?: number;
  /** Largest reserve k tuned (`keepIdle`). @defaultValue 64 */
  readonly maxReserve?: number;
  /** withShutdown's wake-up (not for 'energyBackfilling', which wakes for the reservation). @defaultValue 'allocate' */
  readonly wake?: WithShutdownOptions['wake'];
  /**
   * The platform's power model: when it lists n >= 2 sleep states, the family gains a last parameter
   * `sleepState` in [0, n + 1], floored: k < n is sleep state k, n (the last unit interval, its upper
   * bound included) is `'deepest'` (the rules' `sleepState` option). Absent, or one sleep state: no
   * such parameter (today's families).
   * @defaultValue undefined
   */
  readonly power?: PowerModel;
}

/** The rule's `sleepState` option from the encoded parameter (see `ShutdownFamilyOptions.power`). */
function decodeSleepState(x: number, states: number): { readonly sleepState?: number | 'deepest' } {
  const k = Math.min(Math.floor(x), states);
  return k === 0 ? {} : { sleepState: k === states ? 'deepest' : k };
}


/**
 * A shutdown rule as a {@link ParametricPolicy} (issue 38), so `minimize` with any optimizer tunes
 * it on a trace and `nsga2` gives its energy / slowdown front:
 *
 * | rule | parameters | policy |
 * |---|---|---|
 * | `'idle'` | `suspendTime` in [0, maxTime] | `withShutdown(base, idleTimeout({ suspendTime }))` |
 * | `'breakEven'` | `factor` in [0, maxFactor] | `withShutdown(base, breakEvenShutdown(factor))` |
 * | `'keepIdle'` | `reserve` in [0, maxReserve], `suspendTime` in [0, maxTime] | `withShutdown(base, keepIdle(floor(reserve), suspendTime))` |
 * | `'energyBackfilling'` | `idleTime` in [0, maxTime] | `energyBackfilling({ idleTime })` (base ignored) |
 *
 * The reserve is continuous in the box and floored to a count (documented encoding, not a clamp).
 * With `options.power` listing n >= 2 sleep states, every rule gains a last parameter `sleepState`
 * in [0, n + 1] (floored: state k, or `'deepest'` for n), so the optimizer tunes the state too.
 *
 * @throws InvalidInputError for an unknown rule or option; `create` throws for a value outside the box
 * @example
 * ```ts
 * import { easyBackfilling, shutdownFamily } from 'schedlab/policies';
 * const family = shutdownFamily(easyBackfilling(), 'idle');
 * family.space.names; // ['suspendTime']
 * const policy = family.create([1800]);
 * ```
 */
export function shutdownFamily(base: Policy, rule: ShutdownRuleName, options: ShutdownFamilyOptions = {}): ParametricPolicy {
  requireObject('shutdownFamily(base)', base, 'a Policy');
  checkOptions('shutdownFamily(options)', options, SHUTDOWN_FAMILY_OPTIONS_KEYS);
  const maxTime = options.maxTime ?? 7200;
  const maxFactor = options.maxFactor ?? 10;
  const maxReserve = options.maxReserve ?? 64;
  for (const [n, v] of [['maxTime', maxTime], ['maxFactor', maxFactor], ['maxReserve', maxReserve]] as const) {
    if (!(Number.isFinite(v) && v > 0)) throw new InvalidInputError(`shutdownFamily: options.${n} must be a finite number > 0, got ${String(v)}`);
  }
  const wake: WithShutdownOptions = options.wake === undefined ? {} : { wake: options.wake };
  if (options.power !== undefined) requireObject('shutdownFamily(options.power)', options.power, 'a power model from powerModel()');
  const states = options.power?.sleepStates?.length ?? 1;
  // the sleep state option from the last parameter, when the model has several (else none)
  const st = states < 2 ? () => ({}) : (x: number[]) => decodeSleepState(x[x.length - 1]!, states);
  const spec: Record<typeof rule, [string[], number[], (x: number[]) => Policy]> = {
    idle: [['suspendTime'], [maxTime], (x) => withShutdown(base, idleTimeout({ suspendTime: x[0]!, ...st(x) }), wake)],
    breakEven: [['factor'], [maxFactor], (x) => withShutdown(base, breakEvenShutdown(x[0]!, st(x)), wake)],
    keepIdle: [['reserve', 'suspendTime'], [maxReserve, maxTime], (x) => withShutdown(base, keepIdle(Math.floor(x[0]!), x[1]!, st(x)), wake)],
    energyBackfilling: [['idleTime'], [maxTime], (x) => energyBackfilling({ idleTime: x[0]!, ...st(x) })],
  };
  const chosen = spec[rule];
  if (chosen === undefined || !Object.prototype.hasOwnProperty.call(spec, rule)) {
    throw new InvalidInputError(`shutdownFamily: rule must be one of ${Object.keys(spec).join(', ')}, got ${JSON.stringify(rule)}`);
  }
  const [names, upper, make] = states < 2 ? chosen : [[...chosen[0], 'sleepState'], [...chosen[1], states + 1], chosen[2]];
  const lower = names.map(() => 0);
  const familyName = `${rule === 'energyBackfilling' ? 'energyBackfilling' : `${base.name}+${rule}`}`;
  return Object.freeze({
    name: familyName,
    space: Object.freeze({ dimension: names.length, lower: Object.freeze(lower), upper: Object.freeze(upper), names: Object.freeze(names) }),
    create(x: ArrayLike<number>): Policy {
      requireObject(`${familyName}.create(x)`, x, 'an array of parameter values');
      if (x.length !== names.length) throw new InvalidInputError(`${familyName}: expected ${names.length} parameters (${names.join(', ')}), got ${x.length}`);
      const v = Array.from(x);
      for (let i = 0; i < names.length; i++) checkParameter(familyName, names[i]!, v[i]!, lower[i]!, upper[i]!);
      return make(v);
    },
  });
}
