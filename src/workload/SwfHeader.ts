/**
 * Header of a Standard Workload Format trace: the `; Key: value` comment lines before the
 * jobs. Well-known keys are parsed into typed fields (undefined when absent or `-1`); every
 * header line is kept in `entries`, continuation lines (`;   more text`) appended to the
 * previous entry's value after a newline.
 *
 * @example
 * ```ts
 * import { parseSwf } from 'schedlab/workload';
 * const { header } = parseSwf('; MaxProcs: 100\n; Note: uses the EASY scheduler\n');
 * header.maxProcs; // 100
 * header.notes; // ['uses the EASY scheduler']
 * ```
 */
export interface SwfHeader {
  readonly version: string | undefined;
  readonly computer: string | undefined;
  readonly installation: string | undefined;
  readonly acknowledge: string | undefined;
  readonly information: string | undefined;
  readonly conversion: string | undefined;
  readonly maxJobs: number | undefined;
  readonly maxRecords: number | undefined;
  readonly preemption: string | undefined;
  /** Unix time (s) of the log's time 0. */
  readonly unixStartTime: number | undefined;
  /** Offset (s) to add to Unix times to get local time. */
  readonly timeZone: number | undefined;
  readonly timeZoneString: string | undefined;
  readonly startTime: string | undefined;
  readonly endTime: string | undefined;
  /** Number of nodes of the machine. */
  readonly maxNodes: number | undefined;
  /** Number of processors of the machine. */
  readonly maxProcs: number | undefined;
  readonly maxRuntime: number | undefined;
  readonly maxMemory: number | undefined;
  readonly allowOveruse: string | undefined;
  readonly maxQueues: number | undefined;
  readonly maxPartitions: number | undefined;
  /** Values of the `Note` lines (the cleaning filter, data caveats), in order. */
  readonly notes: readonly string[];
  /** Values of the `Queue` lines. */
  readonly queues: readonly string[];
  /** Values of the `Partition` lines. */
  readonly partitions: readonly string[];
  /** Every `Key: value` header line in file order, with its 1-based line number. */
  readonly entries: ReadonlyArray<{ readonly key: string; readonly value: string; readonly line: number }>;
}
