import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

/**
 * Start a queued job on the given idle, powered-on servers.
 *
 * @example
 * ```ts
 * import { startJob, type StartDecision } from 'schedlab/engine';
 * const d: StartDecision = startJob('j0', [0, 1, 2]);
 * d; // { type: 'start', job: 'j0', servers: [0, 1, 2] }
 * ```
 */
export interface StartDecision {
  readonly type: 'start';
  /** Job id. */
  readonly job: string;
  /** Servers (global indices), all distinct. */
  readonly servers: readonly number[];
}

/**
 * Change the servers of a running malleable job. The new set must strictly contain the current
 * one (grow; added servers must be available) or be strictly contained in it (shrink). During
 * the reconfiguration the job holds the larger set and makes no progress.
 *
 * @example
 * ```ts
 * import { reconfigureJob, type ReconfigureDecision } from 'schedlab/engine';
 * const grow: ReconfigureDecision = reconfigureJob('j0', [0, 1, 2, 3]); // j0 ran on [0, 1, 2]
 * ```
 */
export interface ReconfigureDecision {
  readonly type: 'reconfigure';
  readonly job: string;
  /** The job's complete new server set. */
  readonly servers: readonly number[];
}

/**
 * Power off idle servers for `duration` seconds: they switch off, stay off, and switch back on
 * so that they are idle again exactly `duration` seconds later. `duration` must be at least the
 * switch-off plus switch-on time of every server named.
 *
 * @example
 * ```ts
 * import { powerOff, type PowerOffDecision } from 'schedlab/engine';
 * const d: PowerOffDecision = powerOff([8, 9], 900); // idle again 900 s later
 * ```
 */
export interface PowerOffDecision {
  readonly type: 'powerOff';
  readonly servers: readonly number[];
  /** Seconds from the decision until the servers are available again. */
  readonly duration: number;
}

/**
 * What a policy can ask the engine to do at a scheduling point.
 *
 * @example
 * ```ts
 * import { startJob, powerOff, type Decision } from 'schedlab/engine';
 * const decisions: Decision[] = [startJob('j3', [0, 1]), powerOff([5, 6, 7], 600)];
 * const started = decisions.filter((d) => d.type === 'start').length; // 1
 * ```
 */
export type Decision = StartDecision | ReconfigureDecision | PowerOffDecision | SwitchOffDecision | SwitchOnDecision | CallMeLaterDecision | SetPstateDecision | PreemptDecision;

/**
 * Move idle or computing servers to computing p-state `pstate` of their power model (DVFS; Batsim's
 * numbering, 0 the nominal): from now on they draw that p-state's idle or computing power, and a job
 * running on them progresses at the speed of its slowest server, its remaining work re-timed exactly.
 *
 * @example
 * ```ts
 * import { setPstate, type SetPstateDecision } from 'schedlab/engine';
 * const d: SetPstateDecision = setPstate([0, 1], 1); // p-state 1 of the servers' power model
 * ```
 */
export interface SetPstateDecision {
  readonly type: 'setPstate';
  readonly servers: readonly number[];
  /** Index in the power model's `pstates` (0 when it lists none). */
  readonly pstate: number;
}

/**
 * Makes a {@link SetPstateDecision}.
 * @example
 * ```ts
 * import { setPstate } from 'schedlab/engine';
 * const d = setPstate([3], 0); // back to the nominal p-state
 * ```
 */
export function setPstate(servers: readonly number[], pstate: number): SetPstateDecision {
  return { type: 'setPstate', servers, pstate };
}

/**
 * Switch idle servers off until a {@link SwitchOnDecision} wakes them (Batsim's
 * `SET_RESOURCE_STATE` to a sleep state, Slurm's suspend): they switch off (the power model's
 * switch-off time) and stay off, `readyAt` = Infinity, until switched on.
 *
 * @example
 * ```ts
 * import { switchOff, type SwitchOffDecision } from 'schedlab/engine';
 * const d: SwitchOffDecision = switchOff([8, 9]); // off until switched on
 * ```
 */
export interface SwitchOffDecision {
  readonly type: 'switchOff';
  readonly servers: readonly number[];
  /**
   * Sleep state of the servers' power model to go to (its switch-off transition, power asleep and
   * switch-on transition: `PowerModel.sleepStates`); absent: sleep state 0, the model's own.
   */
  readonly sleepState?: number;
}

/**
 * Options of {@link switchOff}.
 *
 * @example
 * ```ts
 * import { switchOff, type SwitchOffOptions } from 'schedlab/engine';
 * const options: SwitchOffOptions = { sleepState: 1 };
 * const d = switchOff([4, 5], options); // to sleep state 1 of the servers' power model
 * ```
 */
export interface SwitchOffOptions {
  /**
   * Sleep state (`PowerModel.sleepStates`) the servers go to.
   * @defaultValue 0 (the power model's own `off`, switch-off and switch-on)
   */
  readonly sleepState?: number;
}

/**
 * Switch on servers that are off or switching off (also those of a `powerOff` cycle, woken early).
 * A server still switching off completes its off transition first and switches on from then on
 * (Batsim's rule: a machine's state changes only at the end of its current transition); a server
 * already due to be idle no later than this decision would make it is refused.
 *
 * @example
 * ```ts
 * import { switchOn, type SwitchOnDecision } from 'schedlab/engine';
 * const d: SwitchOnDecision = switchOn([8, 9]); // idle again after the switch-on time
 * ```
 */
export interface SwitchOnDecision {
  readonly type: 'switchOn';
  readonly servers: readonly number[];
}

/**
 * Ask for a scheduling point at `time` (> now), even if nothing happens then (Batsim's
 * `CALL_ME_LATER`): what a timeout needs (switch a server off after it has been idle so long).
 * It keeps no run alive: a run still ends at its last completion.
 *
 * @example
 * ```ts
 * import { callMeLater, type CallMeLaterDecision } from 'schedlab/engine';
 * const d: CallMeLaterDecision = callMeLater(3600); // the policy is called at t = 3600 s
 * ```
 */
export interface CallMeLaterDecision {
  readonly type: 'callMeLater';
  /** Simulated time (s) of the requested call, > now. */
  readonly time: number;
}

/**
 * Makes a {@link SwitchOffDecision}; `options.sleepState` picks one of the power model's sleep
 * states (the decision is checked when applied: an unknown sleep state is a SimulationError).
 * @example
 * ```ts
 * import { switchOff } from 'schedlab/engine';
 * const d = switchOff([6, 7]);
 * const deeper = switchOff([8], { sleepState: 2 });
 * ```
 */
export function switchOff(servers: readonly number[], options?: SwitchOffOptions): SwitchOffDecision {
  if (options === undefined) return { type: 'switchOff', servers };
  checkOptions('switchOff(servers, options)', options, SWITCH_OFF_OPTIONS_KEYS);
  return options.sleepState === undefined ? { type: 'switchOff', servers } : { type: 'switchOff', servers, sleepState: options.sleepState };
}

const SWITCH_OFF_OPTIONS_KEYS = optionKeys<SwitchOffOptions>({ sleepState: true });

/**
 * Makes a {@link SwitchOnDecision}.
 * @example
 * ```ts
 * import { switchOn } from 'schedlab/engine';
 * const d = switchOn([6, 7]);
 * ```
 */
export function switchOn(servers: readonly number[]): SwitchOnDecision {
  return { type: 'switchOn', servers };
}

/**
 * Makes a {@link CallMeLaterDecision}.
 * @example
 * ```ts
 * import { callMeLater } from 'schedlab/engine';
 * const d = callMeLater(1800);
 * ```
 */
export function callMeLater(time: number): CallMeLaterDecision {
  return { type: 'callMeLater', time };
}

/**
 * Makes a {@link StartDecision}.
 * @example
 * ```ts
 * import { startJob } from 'schedlab/engine';
 * const d = startJob('j0', [0, 1, 2]);
 * ```
 */
export function startJob(job: string, servers: readonly number[]): StartDecision {
  return { type: 'start', job, servers };
}

/**
 * Makes a {@link ReconfigureDecision}.
 * @example
 * ```ts
 * import { reconfigureJob } from 'schedlab/engine';
 * const d = reconfigureJob('j0', [0, 1, 2, 3]); // grow from [0, 1, 2]
 * ```
 */
export function reconfigureJob(job: string, servers: readonly number[]): ReconfigureDecision {
  return { type: 'reconfigure', job, servers };
}

/**
 * Makes a {@link PowerOffDecision}.
 * @example
 * ```ts
 * import { powerOff } from 'schedlab/engine';
 * const d = powerOff([7, 8, 9], 900); // back at now + 900 s
 * ```
 */
export function powerOff(servers: readonly number[], duration: number): PowerOffDecision {
  return { type: 'powerOff', servers, duration };
}

/**
 * Preempt a running job (issue 39), as Slurm's `PreemptMode=REQUEUE` does
 * (slurm.schedmd.com/preempt.html): the job stops at once, its servers are idle, the work it did is
 * lost, and it is queued again (at the tail of the queue, as after a failure) with all its work to
 * do. The engine refuses a job that is not running or is reconfiguring. `SUSPEND` (the job keeps its
 * servers' memory and resumes on the same servers) is not modelled. A preemption is a scheduling
 * point at the same instant, so the servers it frees are offered at once.
 *
 * @example
 * ```ts
 * import { preemptJob, type PreemptDecision } from 'schedlab/engine';
 * const d: PreemptDecision = preemptJob('j7'); // { type: 'preempt', job: 'j7', mode: 'requeue' }
 * ```
 */
export interface PreemptDecision {
  readonly type: 'preempt';
  readonly job: string;
  /** What happens to the job: requeued (the only mode modelled). */
  readonly mode: 'requeue';
}

/**
 * Builds a {@link PreemptDecision}.
 *
 * @param job - the running job's id
 * @param mode - `'requeue'` (Slurm's PreemptMode=REQUEUE) @defaultValue `'requeue'`
 * @example
 * ```ts
 * import { preemptJob } from 'schedlab/engine';
 * preemptJob('j7', 'requeue'); // { type: 'preempt', job: 'j7', mode: 'requeue' }
 * ```
 */
export function preemptJob(job: string, mode: 'requeue' = 'requeue'): PreemptDecision {
  return { type: 'preempt', job, mode };
}
