/**
 * The 18 fields of one job line of a Standard Workload Format trace (Feitelson et al.,
 * Parallel Workloads Archive), in file order. `-1` means unknown. Times are seconds, memory
 * is kilobytes per processor.
 *
 * @example
 * ```ts
 * import { parseSwf } from 'schedlab/workload';
 * const t = parseSwf('1 0 5 100 4 -1 -1 4 300 -1 1 7 2 -1 -1 -1 -1 -1', { records: true });
 * t.records?.[0]?.waitTime; // 5
 * ```
 */
export interface SwfRecord {
  /** 1-based line number in the file. */
  readonly line: number;
  /** Field 1: job number. */
  readonly jobNumber: number;
  /** Field 2: submit time (s, from the log start). */
  readonly submitTime: number;
  /** Field 3: wait time (s). */
  readonly waitTime: number;
  /** Field 4: run time (s). */
  readonly runTime: number;
  /** Field 5: number of allocated processors. */
  readonly allocatedProcessors: number;
  /** Field 6: average CPU time used (s). */
  readonly averageCpuTime: number;
  /** Field 7: used memory (KB). */
  readonly usedMemory: number;
  /** Field 8: requested number of processors. */
  readonly requestedProcessors: number;
  /** Field 9: requested time (s), the user's run-time estimate. */
  readonly requestedTime: number;
  /** Field 10: requested memory (KB). */
  readonly requestedMemory: number;
  /** Field 11: status (1 completed, 0 failed, 5 cancelled, 2-4 checkpoint/partial). */
  readonly status: number;
  /** Field 12: user id. */
  readonly userId: number;
  /** Field 13: group id. */
  readonly groupId: number;
  /** Field 14: executable (application) number. */
  readonly executable: number;
  /** Field 15: queue number. */
  readonly queue: number;
  /** Field 16: partition number. */
  readonly partition: number;
  /** Field 17: preceding job number. */
  readonly precedingJob: number;
  /** Field 18: think time from the preceding job (s). */
  readonly thinkTime: number;
}

/**
 * SWF field names in file order (field k is `SWF_FIELDS[k - 1]`).
 * @example
 * ```ts
 * import { SWF_FIELDS } from 'schedlab/workload';
 * SWF_FIELDS[8]; // 'requestedTime' (field 9)
 * ```
 */
export const SWF_FIELDS = [
  'jobNumber',
  'submitTime',
  'waitTime',
  'runTime',
  'allocatedProcessors',
  'averageCpuTime',
  'usedMemory',
  'requestedProcessors',
  'requestedTime',
  'requestedMemory',
  'status',
  'userId',
  'groupId',
  'executable',
  'queue',
  'partition',
  'precedingJob',
  'thinkTime',
] as const satisfies ReadonlyArray<Exclude<keyof SwfRecord, 'line'>>;
