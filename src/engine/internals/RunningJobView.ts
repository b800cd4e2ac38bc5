import type { Job } from '../Job';
import type { RunningJob } from '../ClusterView';
import type { JobState } from './JobState';

/** Server list of a job that has not started (never handed out mutable: frozen and empty). */
const NONE: readonly number[] = Object.freeze([]);

/**
 * What a policy sees of one running job, made on the first read after it starts: `job`, `id` and
 * `start` (fixed while it runs) as plain fields, the rest as getters that read the engine's
 * {@link JobState} through a `#private` field (assigning them throws in strict mode), so a policy can
 * neither change the job's state nor reach the run through it. `servers` is the policy's own copy,
 * made after each change of the job's server set (the engine replaces `JobState.servers` by a new
 * array at every change, so a change shows as a new array identity); changing that copy, or the
 * plain fields, changes this view only, never the run.
 */
export class RunningJobView implements RunningJob {
  // Fixed for the whole time the job runs (made when it starts): plain fields, read as fast as
  // the engine's own (EASY reads them for every running job at every call).
  readonly job: Job;
  readonly id: string;
  readonly start: number;
  readonly #st: JobState;
  /** The engine's server array that `#servers` copies. */
  #of: readonly number[] = NONE;
  #servers: readonly number[] = NONE;

  /** @param st - a job that has started (its `start` is set) */
  constructor(st: JobState) {
    this.job = st.job;
    this.id = st.id;
    this.start = st.start;
    this.#st = st;
    // not frozen: Object.freeze is a runtime call per job (about 40 ns, 1.5% of a malleable-paper
    // simulation), and a write to a plain field changes this view only
  }
  get servers(): readonly number[] {
    const now = this.#st.servers;
    if (now !== this.#of) {
      this.#of = now;
      this.#servers = now.slice();
    }
    return this.#servers;
  }
  get reconfiguring(): boolean {
    return this.#st.reconfiguring;
  }
  get reconfigurations(): number {
    return this.#st.reconfigurations;
  }
  get remainingMass(): number {
    return this.#st.remainingMass;
  }
}

// A policy reaches this prototype (Object.getPrototypeOf); frozen, so one run's policy cannot
// change what the policies of later runs see.
Object.freeze(RunningJobView.prototype);
