import type { Workload } from '../Workload';

/**
 * The library's own workload generators whose jobs are object literals of the engine's job fields
 * and nothing else (googleLikeWorkload, lublinFeitelsonWorkload, downeyWorkload, batchWorkload):
 * the job sets they draw skip the per-job check for unknown fields ({@link checkJobFields}); every
 * other check of `checkedJobIndex` still runs. A workload is drawn again at every run, and that
 * check cost 17,000 instructions of a `malleable-paper` simulation of 50 jobs (3% of it, counted
 * under valgrind). A user's workload is not in the set (only the library's code adds to it), so its
 * jobs are always checked; test/workload/knownFieldWorkloads.test.ts draws from every member and
 * checks the fields of each job.
 */
const members = new WeakSet<Workload>();

/** Adds a library workload whose jobs have only known fields; returns it. */
export function knownFieldWorkload<W extends Workload>(workload: W): W {
  members.add(workload);
  return workload;
}

/** Whether `workload` is one of the library's workloads whose jobs have only known fields. */
export function hasKnownFields(workload: Workload): boolean {
  return members.has(workload);
}
