import type { Job } from '../Job';
import type { RunningJob } from '../ClusterView';

/** Lifecycle of a job inside one run. */
export const Status = { Future: 0, Queued: 1, Running: 2, Done: 3 } as const;
export type Status = (typeof Status)[keyof typeof Status];

/** Shared empty server list of jobs that hold no server (never mutated: replaced on start). */
const NONE: number[] = [];

/**
 * What went wrong for a job in a run (issue 39). Rare, so a job state holds it in one field made on
 * the first mishap: every job state is allocated per run and lives through it, and four fields more
 * on each of 50,000 states cost `fcfs-saturated-50k` time in the young-generation collector
 * (docs/benchmarks.md, "The cost recovered").
 */
export interface JobMishaps {
  /** Ended by the engine before its work was done (walltime kill), with `remaining` the work lost. */
  killed: boolean;
  /** Ended by a server failure without requeue. */
  failed: boolean;
  /** Times a server failure killed it and it was requeued. */
  failures: number;
  /** Times a `preempt` decision requeued it. */
  preemptions: number;
}

/** The job's mishaps, made on first use. */
export function mishapsOf(st: JobState): JobMishaps {
  return (st.mishaps ??= { killed: false, failed: false, failures: 0, preemptions: 0 });
}

/** Clock shared by the job states of one run (the run's `now`). */
export interface Clock {
  readonly now: number;
}

/**
 * Mutable per-run state of one job; policies never see it (they get a `RunningJobView` of it).
 * Progress is tracked as (rate, completion time): between two changes the job does `rate`
 * units of work per second, so the work left at time t is `rate * (completion - t)`, which is
 * exact at completion and never negative before it.
 */
export class JobState {
  /** The job's id, read once (the job object is the caller's; the engine's own copy of the id). */
  readonly id: string;
  status: Status = Status.Future;
  start = NaN;
  end = NaN;
  firstServers = 0;
  servers: number[] = NONE;
  /** Target set of a reconfiguration in progress. */
  target: number[] = NONE;
  reconfiguring = false;
  reconfigurations = 0;
  /** Work left when the current interval began (frozen while reconfiguring). */
  remaining: number;
  /** Work per second now (0 while reconfiguring). */
  rate = 0;
  completion = Infinity;
  /** Bumped whenever pending events of this job become stale. */
  version = 0;
  /** Start of the current allocation interval (for traces). */
  since = NaN;
  /** Traffic it puts on the inter-cluster link while running (rigid co-allocated jobs with a sigma). */
  traffic = 0;
  /** Slot in the waiting queue while queued (set by WaitingQueue). */
  slot = -1;
  /** Place in the running list while running (set by RunningJobs). */
  runSlot = -1;
  /** What policies see of it while running (made by RunningJobs on first use). */
  view: RunningJob | undefined = undefined;
  /** Its kills, failures and preemptions (issue 39), made on the first of them (see {@link mishapsOf}). */
  mishaps: JobMishaps | undefined = undefined;

  constructor(
    readonly job: Job,
    readonly index: number,
    private readonly clock: Clock,
  ) {
    this.remaining = job.kind === 'malleable' ? job.mass : job.runtime;
    this.id = job.id;
  }

  get remainingMass(): number {
    if (this.status === Status.Done) return 0;
    if (this.status !== Status.Running || this.reconfiguring) return this.remaining;
    return this.rate * (this.completion - this.clock.now);
  }
}
