import type { Platform } from '../platform';
import type { ReconfigurationCost } from '../ReconfigurationCost';
import type { ServerState } from '../ClusterView';
import type { ClusterState } from './ClusterState';
import type { CapSchedule } from './CapSchedule';
import type { EventQueue } from './EventQueue';
import type { WaitingQueue } from './WaitingQueue';
import type { JobState } from './JobState';
import type { RateSource } from './startRate';
import type { RunningJobs } from './RunningJobs';

/**
 * What applying a decision reads and changes in a run: the part of `Run` that `applyDecision`
 * sees. `Run` implements it; keeping it apart lets `Run` import `applyDecision` without a cycle.
 */
export interface RunState extends RateSource {
  now: number;
  powerOffs: number;
  /** Servers switched off so far (by `powerOff` or `switchOff`). */
  switchOffs: number;
  reconfigurations: number;
  /** Preemptions (issue 39) and the work they threw away (s of run time at speed 1, or mass). */
  preemptions: number;
  preemptedWork: number;
  readonly platform: Platform;
  readonly queue: WaitingQueue<JobState>;
  /** The running list itself (`runningStates` is its dense array). */
  readonly runningJobs: RunningJobs;
  readonly states: JobState[];
  /** Index in `states` of each job id. */
  readonly ids: ReadonlyMap<string, number>;
  readonly events: EventQueue;
  readonly cost: ReconfigurationCost;
  /** Rigid jobs are killed at `start + estimate` (`RunOptions.walltime: 'kill'`). */
  readonly walltimeKill: boolean;
  /** The platform has partitions or queues: starts are checked against the job's allowed servers. */
  readonly partitioned: boolean;
  readonly groups: (readonly number[])[];
  readonly cluster: ClusterState;
  /** The power cap over time, or undefined (no check at all). */
  readonly cap: CapSchedule | undefined;
  /** Server failures (`RunOptions.availability`; `AvailabilityState`, named by its shape here to keep the import one-way), or undefined. */
  readonly availability: { readonly downUntil: ReadonlyMap<number, number> } | undefined;
  serverState(server: number): ServerState;
  /** `power`: the job's computing power when the caller has it (else summed over its servers). */
  closeAllocation(st: JobState, work: number, power?: number): void;
}
