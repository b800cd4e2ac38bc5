import { InvalidInputError } from '../errors/InvalidInputError';
import type { Condition } from './Condition';
import { optionKeys, requireObject, requireOptions, requireArray } from '../errors/internals/knownKeys';

const PARAMETRIC_CONDITION_SPEC_KEYS = optionKeys<ParametricConditionSpec<unknown>>({ name: true, parameters: true, holds: true, bind: true });

/**
 * One tunable parameter: its name and search bounds.
 *
 * @example
 * ```ts
 * import { parametricCondition, type ParameterSpec, type ShutdownInput } from 'schedlab/policies';
 * const share: ParameterSpec = { name: 'share', lower: 0, upper: 1, description: 'fraction of idle servers needed' };
 * const idleShare = parametricCondition<ShutdownInput>({
 *   name: 'idleShare', parameters: [share], holds: (i, [s]) => i.availableServers >= s! * i.totalServers,
 * });
 * ```
 */
export interface ParameterSpec {
  readonly name: string;
  readonly lower: number;
  readonly upper: number;
  /** One-line meaning, shown in docs and reports. */
  readonly description?: string;
}

/**
 * A family of conditions indexed by a parameter vector: what a tunable policy exposes to an
 * optimizer. `create(values)` binds the parameters (in the order of `parameters`).
 *
 * @example
 * ```ts
 * import { condition1, greedyFamily, type ParametricCondition, type ReconfigurationInput } from 'schedlab/policies';
 * const c: ParametricCondition<ReconfigurationInput> = condition1;
 * c.parameters.map((p) => p.name); // ['wn', 'walpha', 'sReconfig']
 * const fixed = c.create([0.175, 0.742, 0.331]); // a Condition, e.g. for greedyPolicy
 * const family = greedyFamily(c); // or tune it
 * ```
 */
export interface ParametricCondition<I> {
  readonly name: string;
  readonly parameters: readonly ParameterSpec[];
  create(values: ArrayLike<number>): Condition<I>;
}

/**
 * Options of {@link parametricCondition}.
 *
 * @example
 * ```ts
 * import { parametricCondition, type ParametricConditionSpec, type ReconfigurationInput } from 'schedlab/policies';
 * const spec: ParametricConditionSpec<ReconfigurationInput> = {
 *   name: 'shortQueue',
 *   parameters: [{ name: 'maxQueue', lower: 0, upper: 20 }],
 *   holds: (i, [maxQueue]) => i.queueLength <= maxQueue!,
 * };
 * const shortQueue = parametricCondition(spec);
 * ```
 */
export interface ParametricConditionSpec<I> {
  readonly name: string;
  readonly parameters: readonly ParameterSpec[];
  /** The inequality; `p` holds the parameter values in the order of `parameters`. */
  holds(input: I, p: readonly number[]): boolean;
  /**
   * Optional faster form of `holds` for one parameter vector, called once by `create`: terms that
   * depend only on the parameters can be computed there, and powers remembered between calls. It
   * must return what `holds(input, p)` returns for every input (the paper's conditions are checked
   * against their `holds` in the tests). @defaultValue `(input) => holds(input, p)`
   */
  bind?(p: readonly number[]): (input: I) => boolean;
}

/**
 * Defines your own tunable condition: the main extension point of the greedy policies. The
 * result plugs into `greedyFamily`, so an optimizer tunes it like the paper's conditions.
 *
 * @throws InvalidInputError when a bound is not finite or lower >= upper
 * @example
 * ```ts
 * import { parametricCondition, greedyFamily } from 'schedlab/policies';
 * import type { ReconfigurationInput } from 'schedlab/policies';
 * const queueAware = parametricCondition<ReconfigurationInput>({
 *   name: 'queueAware',
 *   parameters: [{ name: 'w', lower: 0, upper: 1 }, { name: 'threshold', lower: 0, upper: 1 }],
 *   holds: (i, [w, threshold]) => Math.pow(i.alpha, w!) * (i.newServers / i.maxServers) > threshold!,
 * });
 * const family = greedyFamily(queueAware); // 2 + 5 parameters
 * ```
 */
export function parametricCondition<I>(spec: ParametricConditionSpec<I>): ParametricCondition<I> {
  requireOptions('parametricCondition(spec)', spec, PARAMETRIC_CONDITION_SPEC_KEYS);
  requireArray('parametricCondition(spec).parameters', spec.parameters, 'an array of { name, lower, upper }');
  spec.parameters.forEach((p, i) => {
    if (typeof p.name !== 'string' || p.name === '') {
      throw new InvalidInputError(`parametricCondition "${spec.name}": parameters[${i}].name must be a non-empty string`);
    }
    if (!(Number.isFinite(p.lower) && Number.isFinite(p.upper) && p.lower < p.upper)) {
      throw new InvalidInputError(
        `parametricCondition "${spec.name}": parameter ${p.name}: bounds must be finite with lower < upper, got [${p.lower}, ${p.upper}]`,
      );
    }
  });
  const k = spec.parameters.length;
  return Object.freeze({
    name: spec.name,
    parameters: Object.freeze(spec.parameters.slice()),
    create(values: ArrayLike<number>): Condition<I> {
      requireObject(`condition "${spec.name}".create(values)`, values, 'an array of parameter values');
      if (values.length !== k) {
        throw new InvalidInputError(`condition "${spec.name}": expected ${k} parameter values, got ${values.length}`);
      }
      const p = Array.from(values);
      p.forEach((v, i) => {
        if (!Number.isFinite(v)) {
          throw new InvalidInputError(`condition "${spec.name}": parameter ${spec.parameters[i]?.name}: expected a finite number, got ${v}`);
        }
      });
      const holds = spec.holds;
      const bound = spec.bind === undefined ? (input: I) => holds(input, p) : spec.bind(Object.freeze(p));
      return Object.freeze({ name: spec.name, holds: bound });
    },
  });
}
