import type { PowerModel } from '../power/PowerModel';

/**
 * Batsim power states (pstates) that schedlab's server states map to: `SET_RESOURCE_STATE` asks for
 * `sleeping` when a policy powers servers off and for `computing` when they must be back.
 *
 * @example
 * ```ts
 * import type { BatsimPstates } from 'schedlab/batsim';
 * const pstates: BatsimPstates = { computing: 0, sleeping: 13 }; // Batsim's energy_platform*.xml hosts
 * ```
 */
export interface BatsimPstates {
  /** The pstate a powered-on host computes in. @defaultValue 0 */
  readonly computing?: number;
  /**
   * The sleep pstate (one of the host's `sleep_pstates` in the SimGrid platform), or one per sleep
   * state of the power model (`[13, 16]`: `switchOff(servers, { sleepState: k })` asks Batsim for
   * the k-th; issue 38). A single number is sleep state 0's. Refused: more pstates than the model's
   * `sleepStates`, a pstate listed twice, one that is a computing pstate of the model.
   * @defaultValue 13 (the sleep state of the hosts of Batsim's platforms/energy_platform_homogeneous_no_net_*.xml, `sleep_pstates="13:14:15"`)
   */
  readonly sleeping?: number | readonly number[];
  /**
   * Batsim pstate id of each of our p-state indices, for `setPstate(servers, k)` (index `k`; the
   * engine numbers p-states as Batsim does, 0 the nominal).
   * @defaultValue `computing + k` (the hosts of Batsim's energy_platform*.xml list computing pstates 0..12, then the sleep states 13:14:15)
   */
  readonly dvfs?: readonly number[];
}

/**
 * Options of `batsimSession` (and of `batsimScheduler`, which adds the socket's).
 *
 * @example
 * ```ts
 * import type { BatsimSessionOptions } from 'schedlab/batsim';
 * const options: BatsimSessionOptions = { seed: 1, pstates: { sleeping: 13 }, log: (line) => console.error(line) };
 * ```
 */
export interface BatsimSessionOptions {
  /** Seed of the policy stream (`seedStream(seed, STREAMS.policy)`, what `simulation.run` would hand the policy). @defaultValue 0 */
  readonly seed?: number;
  /**
   * Power model of the servers in the policy's view (`homogeneousPlatform({ servers, power })`):
   * policies read switch-on/off times and powers from it; Batsim's own platform decides the real
   * transitions. A powered-off server is woken `switchOnDuration` before the policy's duration ends.
   * @defaultValue the engine's default (Dupont et al. 2020, Table 1)
   */
  readonly power?: PowerModel;
  /** Pstates of `SET_RESOURCE_STATE`. @defaultValue `{ computing: 0, sleeping: 13 }` */
  readonly pstates?: BatsimPstates;
  /**
   * Call the policy only every this many seconds (at multiples of it, through CALL_ME_LATER while
   * jobs wait), as `createSimulation({ decisionInterval })`. @defaultValue at every message
   */
  readonly decisionInterval?: number;
  /** Host speed (flop/s) to know the run time of `parallel_homogeneous` jobs. @defaultValue undefined (their walltime is used) */
  readonly hostSpeed?: number;
  /**
   * When a host a policy powered off is asked to power on again:
   * - `'planned'`: `switchOnDuration` before the end of the policy's `powerOff` duration, as the
   *   engine brings it back (starts then equal `simulation.run`'s), while jobs can still come;
   * - `'forWork'`: only once a job waits (then it is back a whole switch-on later). A workload with
   *   long idle gaps then costs no exchange per power cycle: Batsim's test_long_workload.json
   *   (submissions up to 1e17 s) under the greedy policy would otherwise cycle about 1e14 times.
   *
   * Either way, once Batsim said `no_more_static_job_to_submit` and no job waits, no host is woken
   * (the simulation can end with the hosts asleep); with 'planned', also not once more than
   * {@link BatsimSessionOptions.wakeUpHorizon} has passed since the last job was submitted.
   * @defaultValue 'planned'
   */
  readonly wakeUp?: 'planned' | 'forWork';
  /**
   * With `wakeUp: 'planned'`: a planned wake-up more than this many seconds after the last job
   * accepted is not sent while no job waits; the host sleeps until one does (then it is woken, as
   * with 'forWork'). Starts and energy equal the engine's while no two submissions are further apart
   * than this (every workload of Batsim's examples but test_long_workload.json, whose gaps of up to
   * 9e16 s would otherwise cost an exchange per power cycle: about 1e14 under the greedy policy).
   * `Infinity`: always as the engine. Refused with `wakeUp: 'forWork'` (it would change nothing).
   * @defaultValue 86400 (one day: 96 cycles of the greedy policy's 900 s power-off)
   */
  readonly wakeUpHorizon?: number;
  /** Receives one line per notable session event (rejections and their reasons). @defaultValue none */
  readonly log?: (line: string) => void;
}
