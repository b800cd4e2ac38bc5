import { InvalidInputError } from '../errors/InvalidInputError';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import { POWER_MODEL_FIELDS as FIELDS, powerFieldProblem } from './internals/powerBounds';
import type { SleepState } from './SleepState';
import { checkedSleepStates } from './internals/checkedSleepStates';

const POWER_MODEL_OPTIONS_KEYS = optionKeys<PowerModelOptions>({ off: true, switchingOn: true, idle: true, computing: true, switchingOff: true, switchOnDuration: true, switchOffDuration: true, pstates: true, sleepStates: true });
const PSTATE_KEYS = optionKeys<ComputingPstate>({ speed: true, idle: true, computing: true });

/**
 * A computing p-state (DVFS) of a server, with Batsim's semantics (batsim.readthedocs.io, "Energy":
 * a host's `speed` per p-state and `wattage_per_state` as `idle:full`): a job's work is done at
 * `speed` times the cluster's speed, and the server draws `idle` W when idle, `computing` W when
 * computing at this p-state.
 *
 * @example
 * ```ts
 * import { powerModel, type ComputingPstate } from 'schedlab/power';
 * const slow: ComputingPstate = { speed: 0.6, idle: 80, computing: 120 };
 * const model = powerModel({ pstates: [{ speed: 1, idle: 95, computing: 190.74 }, slow] });
 * ```
 */
export interface ComputingPstate {
  /** Speed relative to the nominal p-state (> 0; the nominal one has 1). */
  readonly speed: number;
  /** Power while idle at this p-state (W). */
  readonly idle: number;
  /** Power while computing at this p-state (W). */
  readonly computing: number;
}

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
  /**
   * Computing p-states, Batsim's numbering: p-state 0 is the nominal one (speed 1, the model's
   * `idle` and `computing`), the one every server starts in; `setPstate(servers, k)` moves servers
   * to p-state k. Absent: one p-state (today's model).
   */
  readonly pstates?: readonly ComputingPstate[];
  /**
   * Sleep states, Batsim's semantics ({@link SleepState}): sleep state 0 is the model's own `off`,
   * `switchingOff`, `switchingOn`, `switchOffDuration` and `switchOnDuration` (checked equal);
   * `switchOff(servers, { sleepState: k })` sends servers to sleep state k. Absent: one sleep state
   * (today's model).
   */
  readonly sleepStates?: readonly SleepState[];
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

/** The checked, frozen p-states of a model, or an InvalidInputError naming the field. */
function checkedPstates(model: { idle: number; computing: number }, given: readonly ComputingPstate[]): readonly ComputingPstate[] {
  if (!Array.isArray(given) || given.length === 0 || given.length > 255) throw new InvalidInputError(`power model: pstates must be an array of 1 to 255 p-states, got ${String(given)}`);
  return Object.freeze(
    given.map((ps, k) => {
      checkOptions(`powerModel(options).pstates[${k}]`, ps, PSTATE_KEYS);
      const { speed, idle, computing } = ps;
      if (!(typeof speed === 'number' && speed > 0 && speed <= 1e6)) throw new InvalidInputError(`power model: pstates[${k}].speed must be a number in (0, 1e6], got ${String(speed)}`);
      for (const [f, v] of [['idle', idle], ['computing', computing]] as const) {
        const problem = powerFieldProblem(f, v);
        if (problem !== undefined) throw new InvalidInputError(`power model: pstates[${k}].${f} must be ${problem}, got ${String(v)}`);
      }
      if (k === 0 && (speed !== 1 || idle !== model.idle || computing !== model.computing)) {
        throw new InvalidInputError(`power model: pstates[0] is the nominal p-state: speed 1, idle ${model.idle} W and computing ${model.computing} W (the model's), got ${JSON.stringify(ps)}`);
      }
      return Object.freeze({ speed, idle, computing });
    }),
  );
}

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
  const pstates = options.pstates === undefined ? undefined : checkedPstates(model, options.pstates);
  const sleepStates = options.sleepStates === undefined ? undefined : checkedSleepStates(model, options.sleepStates);
  if (pstates === undefined && sleepStates === undefined) return Object.freeze(model);
  return Object.freeze({ ...model, ...(pstates === undefined ? {} : { pstates }), ...(sleepStates === undefined ? {} : { sleepStates }) });
}
