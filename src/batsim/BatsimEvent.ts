/**
 * One compute resource as SIMULATION_BEGINS describes it (Batsim protocol 4, docs/protocol.rst:
 * `compute_resources[]` with `id`, `name`, `state`).
 *
 * @example
 * ```ts
 * import type { BatsimResource } from 'schedlab/batsim';
 * const r: BatsimResource = { id: 0, name: 'host0', state: 'idle' };
 * ```
 */
export interface BatsimResource {
  readonly id: number;
  readonly name: string;
  /** One of `sleeping`, `idle`, `computing`, `switching_on`, `switching_off`. */
  readonly state: string;
  /**
   * `properties.sleep_pstates` of an energy platform's host, when it has one: its sleep states as
   * `sleep:off:on` pstate triples, comma-separated (`13:14:15,16:17:18`; Batsim's Machines::createMachines).
   */
  readonly sleepPstates?: string;
}

/**
 * An event Batsim sends to a decision process, decoded and validated by `decodeBatsimMessage`.
 * Field names follow the protocol's (`job_id` -> `jobId`, `nb_compute_resources` -> the length of
 * `resources`); the event types are those of docs/protocol.rst (Batsim v4.2.1).
 *
 * @example
 * ```ts
 * import type { BatsimEvent } from 'schedlab/batsim';
 * const e: BatsimEvent = { type: 'JOB_COMPLETED', timestamp: 80, jobId: 'w0!4', jobState: 'COMPLETED_SUCCESSFULLY', alloc: [0, 1, 2, 3] };
 * ```
 */
export type BatsimEvent =
  | {
      readonly type: 'SIMULATION_BEGINS';
      readonly timestamp: number;
      /** `compute_resources`, in message order. */
      readonly resources: readonly BatsimResource[];
      /** `allow_compute_sharing`. */
      readonly computeSharing: boolean;
      /** `config["redis-enabled"]`. */
      readonly redis: boolean;
      /** `config["dynamic-jobs-enabled"]`. */
      readonly dynamicJobs: boolean;
      /** `profiles`: workload id -> profile name -> profile (`{}` when absent). */
      readonly profiles: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
    }
  | {
      readonly type: 'JOB_SUBMITTED';
      readonly timestamp: number;
      readonly jobId: string;
      /** `job.res`. */
      readonly res: number;
      /** `job.walltime` (s); undefined when absent or -1 (no limit). */
      readonly walltime: number | undefined;
      /** `job.profile` (its name). */
      readonly profileName: string | undefined;
      /** The forwarded `profile`, when Batsim forwards profiles on submission. */
      readonly profile: unknown;
    }
  | {
      readonly type: 'JOB_COMPLETED';
      readonly timestamp: number;
      readonly jobId: string;
      readonly jobState: string;
      /** `alloc`, when given. */
      readonly alloc: readonly number[] | undefined;
    }
  | { readonly type: 'JOB_KILLED'; readonly timestamp: number; readonly jobIds: readonly string[] }
  | { readonly type: 'RESOURCE_STATE_CHANGED'; readonly timestamp: number; readonly resources: readonly number[]; readonly state: string }
  | { readonly type: 'REQUESTED_CALL'; readonly timestamp: number }
  | { readonly type: 'NOTIFY'; readonly timestamp: number; readonly notify: string }
  | { readonly type: 'SIMULATION_ENDS'; readonly timestamp: number };

/**
 * A message from Batsim: the current time and its events, in order.
 *
 * @example
 * ```ts
 * import type { BatsimMessage } from 'schedlab/batsim';
 * const m: BatsimMessage = { now: 25.5, events: [{ type: 'REQUESTED_CALL', timestamp: 25.5 }] };
 * ```
 */
export interface BatsimMessage {
  readonly now: number;
  readonly events: readonly BatsimEvent[];
}

/**
 * An event a decision process sends to Batsim (docs/protocol.rst, "Scheduler to Batsim events"),
 * as schedlab writes it: `EXECUTE_JOB` `{ job_id, alloc }`, `REJECT_JOB` `{ job_id }`,
 * `SET_RESOURCE_STATE` `{ resources, state }`, `CALL_ME_LATER` `{ timestamp }`, `NOTIFY` `{ type }`.
 *
 * @example
 * ```ts
 * import type { BatsimReplyEvent } from 'schedlab/batsim';
 * const e: BatsimReplyEvent = { timestamp: 10, type: 'EXECUTE_JOB', data: { job_id: 'w0!1', alloc: '0-3 7' } };
 * ```
 */
export interface BatsimReplyEvent {
  readonly timestamp: number;
  readonly type: 'EXECUTE_JOB' | 'REJECT_JOB' | 'SET_RESOURCE_STATE' | 'CALL_ME_LATER' | 'NOTIFY';
  readonly data: Readonly<Record<string, string | number>>;
}

/**
 * The reply to one Batsim message: `now` (when the decisions were made: the message's `now`) and
 * the events.
 *
 * @example
 * ```ts
 * import type { BatsimReply } from 'schedlab/batsim';
 * const r: BatsimReply = { now: 10, events: [] };
 * JSON.stringify(r); // what goes on the socket
 * ```
 */
export interface BatsimReply {
  readonly now: number;
  readonly events: readonly BatsimReplyEvent[];
}
