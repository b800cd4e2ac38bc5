/**
 * A sleep state of a server, with Batsim's semantics (batsim.readthedocs.io, "Energy": a host's
 * sleep pstate and its two virtual transition pstates, `sleep_pstates="s:off:on"` in the SimGrid
 * platform, each with its own wattage; the transitions last as long as a computation of the
 * transition pstate's `speed`): the server draws `switchingOff` W for `switchOffDuration` s while
 * going to sleep, `off` W while asleep, and `switchingOn` W for `switchOnDuration` s while waking.
 * Sleep state 0 of a model is its own `off`, `switchingOff`, `switchingOn`, `switchOffDuration`
 * and `switchOnDuration` (as p-state 0 is the nominal one).
 *
 * @example
 * ```ts
 * import { powerModel, PAPER_POWER_MODEL, type SleepState } from 'schedlab/power';
 * const { off, switchingOff, switchOffDuration, switchingOn, switchOnDuration } = PAPER_POWER_MODEL; // sleep state 0
 * const light: SleepState = { off: 40, switchingOff: 90, switchOffDuration: 1, switchingOn: 100, switchOnDuration: 5 };
 * const model = powerModel({ sleepStates: [{ off, switchingOff, switchOffDuration, switchingOn, switchOnDuration }, light] });
 * model.sleepStates?.length; // 2
 * ```
 */
export interface SleepState {
  /** Power while asleep in this state (W). */
  readonly off: number;
  /** Power while going to sleep in this state (W). */
  readonly switchingOff: number;
  /** Time to go to sleep in this state (s). */
  readonly switchOffDuration: number;
  /** Power while waking from this state (W). */
  readonly switchingOn: number;
  /** Time to wake from this state (s). */
  readonly switchOnDuration: number;
}
