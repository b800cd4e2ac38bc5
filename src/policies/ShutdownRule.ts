import type { ClusterView } from '../engine/ClusterView';

/**
 * What a {@link ShutdownRule} decides at a scheduling point: the idle servers to switch off now,
 * and when it wants to be asked again (a timeout that will expire; `Infinity` for never).
 *
 * @example
 * ```ts
 * import type { ShutdownChoice } from 'schedlab/policies';
 * const choice: ShutdownChoice = { off: [3, 4], next: 5400 }; // server 5's timeout expires at 5400 s
 * ```
 */
export interface ShutdownChoice {
  readonly off: readonly number[];
  readonly next: number;
  /**
   * The sleep state (`PowerModel.sleepStates`) each server of `off` goes to: one for all, or one per
   * server in `off`'s order (`switchOff(servers, { sleepState })`, one decision per state).
   * @defaultValue 0 for all (a plain `switchOff(off)`, today's)
   */
  readonly sleepState?: number | readonly number[];
}

/**
 * What {@link withShutdown} tells a rule that asks for it (`ShutdownRule.sleepHistory`): each
 * server's last completed sleep, from its switch-off decision to the switch-on decision that woke it
 * (the length of off cycle it needed), to predict the next one.
 *
 * @example
 * ```ts
 * import type { SleepHistory } from 'schedlab/policies';
 * const never: SleepHistory = { lastSleep: () => undefined }; // no server has slept yet
 * ```
 */
export interface SleepHistory {
  /** Seconds between the server's last switch-off and switch-on decisions; undefined before its first wake-up. */
  lastSleep(server: number): number | undefined;
}

/**
 * When to switch idle servers off, for {@link withShutdown} (issue 38): a rule from the literature
 * (`idleTimeout`: Slurm's SuspendTime; `breakEvenShutdown`; `keepIdle`), or your own.
 * `withShutdown` asks it only for servers that are idle, unallocated and not needed by the head
 * job of the queue, and enforces its rates (Slurm's SuspendRate and ResumeRate).
 *
 * @example
 * ```ts
 * import type { ShutdownRule } from 'schedlab/policies';
 * // Switch every idle server off at once (no timeout, no limits).
 * const eager: ShutdownRule = {
 *   name: 'eager',
 *   maxSuspendsPerMinute: Infinity,
 *   maxResumesPerMinute: Infinity,
 *   select: (view, idle) => ({ off: idle, next: Infinity }),
 * };
 * ```
 */
export interface ShutdownRule {
  readonly name: string;
  /** Most servers switched off in any 60 s (Slurm's SuspendRate; Infinity: no limit). */
  readonly maxSuspendsPerMinute: number;
  /** Most servers switched on in any 60 s (Slurm's ResumeRate; Infinity: no limit). */
  readonly maxResumesPerMinute: number;
  /**
   * True when the rule reads `history` in `select` (withShutdown then keeps each server's last sleep;
   * absent: it keeps nothing, so a rule that does not predict costs nothing).
   * @defaultValue false
   */
  readonly sleepHistory?: boolean;
  /**
   * The servers among `idle` (idle, unallocated, not needed by the queue; ascending) to switch off
   * now, and the next time the rule wants to be asked (a scheduling point is requested then);
   * `history` is given when the rule asks for it (`sleepHistory`).
   */
  select(view: ClusterView, idle: readonly number[], history?: SleepHistory): ShutdownChoice;
}
