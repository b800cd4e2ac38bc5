/**
 * Options of {@link parseFailureTrace} (the Failure Trace Archive's `event_trace.tab`, issue 39).
 *
 * @example
 * ```ts
 * import type { FailureTraceOptions } from 'schedlab/workload';
 * // servers 0, 1, 2 are the archive's nodes 12, 7 and 30; time 0 is epoch 1136073600 (2006-01-01)
 * const options: FailureTraceOptions = { servers: 3, nodes: [12, 7, 30], origin: 1136073600 };
 * ```
 */
export interface FailureTraceOptions {
  /** The platform's server count: every failure read is on a server in `0..servers-1`. */
  readonly servers: number;
  /**
   * The archive's `node_id` of each server (`nodes[i]` is server `i`); the events of other nodes are
   * not read (a platform usually models a subset of a trace's nodes). Without it, the nodes of the
   * file, by increasing `node_id`, are servers 0, 1, ...; more nodes than servers is an error.
   * @defaultValue the file's nodes in increasing `node_id`
   */
  readonly nodes?: readonly number[];
  /**
   * The epoch time (s) that is time 0 of the run; an unavailability starting before it is an error.
   * @defaultValue the file's earliest `event_start_time` (any event type and node): the trace's start
   */
  readonly origin?: number;
}
