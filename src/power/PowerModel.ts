import { InvalidInputError } from '../errors/InvalidInputError';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import { POWER_MODEL_FIELDS as FIELDS, powerFieldProblem } from './internals/powerBounds';

const POWER_MODEL_OPTIONS_KEYS = optionKeys<PowerModelOptions>({ off: true, switchingOn: true, idle: true, computing: true, switchingOff: true, switchOnDuration: true, switchOffDuration: true });

/**
 * Electrical behaviour of one server: the power drawn in each state (watts) and the
 * durations of the two transitions (seconds).
 *
 * A server is always in one of five states: `off`, `switchingOn`, `idle`, `computing`,
 * `switchingOff`. A server that takes part in a job reconfiguration counts as `computing`.
 *
 * @example
 * ```ts
 * import { powerModel, breakEvenOffDuration, type PowerModel } from 'schedlab/power';
 * const model: PowerModel = powerModel({ idle: 70, off: 5, switchOnDuration: 60 });
 * breakEvenOffDuration(model); // seconds a power-off cycle must last to save energy
 * ```
 */
export interface PowerModel {
  /** Power while off (W). */
  readonly off: number;
  /** Power while switching on (W). */
  readonly switchingOn: number;
  /** Power while on and idle (W). */
  readonly idle: number;
  /** Power while computing or reconfiguring (W). */
  readonly computing: number;
  /** Power while switching off (W). */
  readonly switchingOff: number;
  /** Time to switch on (s). */
  readonly switchOnDuration: number;
  /** Time to switch off (s). */
  readonly switchOffDuration: number;
}

/**
 * Options of {@link powerModel}; every field defaults to Table 1 of Dupont et al. 2020.
 *
 * @example
 * ```ts
 * import { powerModel, type PowerModelOptions } from 'schedlab/power';
 * const options: PowerModelOptions = { idle: 60, computing: 150 }; // the rest from Table 1
 * const model = powerModel(options);
 * ```
 */
export type PowerModelOptions = Partial<PowerModel>;

/**
 * Measured power of a Taurus (Grid'5000) node, Dupont, Mejri & Da Costa 2020, Table 1:
 * idle 95.00 W, computing 190.74 W, switching on 125.17 W for 151.52 s,
 * switching off 101.00 W for 6.10 s, off 9.75 W.
 *
 * @example
 * ```ts
 * import { PAPER_POWER_MODEL } from 'schedlab/power';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * PAPER_POWER_MODEL.idle; // 95
 * const p = homogeneousPlatform({ servers: 10, power: PAPER_POWER_MODEL }); // same as the default
 * ```
 */
export const PAPER_POWER_MODEL: PowerModel = Object.freeze({
  off: 9.75,
  switchingOn: 125.17,
  idle: 95.0,
  computing: 190.74,
  switchingOff: 101.0,
  switchOnDuration: 151.52,
  switchOffDuration: 6.1,
});



/**
 * Builds a validated {@link PowerModel}; omitted fields take the values of Dupont 2020 Table 1
 * ({@link PAPER_POWER_MODEL}).
 *
 * @param options - powers in watts and durations in seconds; all finite and >= 0
 * @throws InvalidInputError naming the field when a value is negative or not finite
 * @example
 * ```ts
 * import { powerModel } from 'schedlab/power';
 * const greener = powerModel({ idle: 60, off: 5 }); // other fields from Table 1
 * ```
 */
export function powerModel(options: PowerModelOptions = {}): PowerModel {
  checkOptions('powerModel(options)', options, POWER_MODEL_OPTIONS_KEYS);
  const model = { ...PAPER_POWER_MODEL, ...options };
  for (const f of FIELDS) {
    const v = model[f];
    const problem = powerFieldProblem(f, v);
    if (problem !== undefined) throw new InvalidInputError(`power model: ${f} must be ${problem}, got ${String(v)}`);
  }
  return Object.freeze(model);
}
