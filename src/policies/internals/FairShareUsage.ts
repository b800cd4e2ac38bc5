import type { ClusterView } from '../../engine/ClusterView';
import type { RigidJob } from '../../engine/Job';

/** Key of a job's user within its group (Slurm's association; jobs without a user or group share the key of `-1`). */
const userKey = (j: RigidJob): string => `${j.group ?? -1}/${j.user ?? -1}`;
const groupKey = (j: RigidJob): number => j.group ?? -1;

/**
 * Decayed usage per user and per group, in processor-seconds, as Slurm's fair-share keeps it
 * (PriorityDecayHalfLife: a usage `h` seconds old counts half). Usage is integrated exactly in
 * continuous time: a job on `p` processors from `a` to `b` adds, at time `t >= b`,
 * `p * h / ln 2 * (2^(-(t-b)/h) - 2^(-(t-a)/h))` (the integral of `p * 2^(-(t-s)/h) ds`).
 *
 * The tracker reads only what a policy sees: at each call, the running jobs (start, processors)
 * and the waiting jobs. A job counts from its start to the call at which it is no longer running
 * (or, for a job seen waiting and never seen running, from the previous call to this one), capped
 * by `start + runtime`: exact for event-driven runs, where the policy is called at every
 * completion; with a decision interval, a job that ended between two ticks counts up to the tick
 * or its run time, whichever is first (a walltime kill between ticks is counted at full run time).
 */
export class FairShareUsage {
  private last = NaN;
  readonly user = new Map<string, number>();
  readonly group = new Map<number, number>();
  /** Users seen so far, by group (the share tree: equal shares among groups, then among a group's users). */
  readonly usersOf = new Map<number, Set<string>>();
  total = 0;
  /** The factor of each user at the last update (computed on first use). */
  private readonly factors = new Map<string, number>();
  /** Running jobs at the previous call: start and the job. */
  private running = new Map<string, { start: number; job: RigidJob }>();
  /** Waiting jobs at the previous call. */
  private waiting = new Map<string, RigidJob>();

  constructor(private readonly halfLife: number) {}

  /**
   * Usages are stored scaled by `2^((t - origin)/h)` (the usage at time t of a unit used at t), so
   * that decaying them all is one change of `origin` rather than a pass over every user: the
   * factor only reads ratios, where the scale cancels. Rescaled when the scale grows past 2^400.
   */
  private origin = NaN;

  private add(job: RigidJob, from: number, to: number, now: number): void {
    if (!(to > from)) return;
    const h = this.halfLife;
    // the integral of p * 2^((s - origin)/h) ds over [from, to]
    const u = (job.processors * h) / Math.LN2 * (Math.pow(2, (to - this.origin) / h) - Math.pow(2, (from - this.origin) / h));
    this.user.set(userKey(job), (this.user.get(userKey(job)) ?? 0) + u);
    this.group.set(groupKey(job), (this.group.get(groupKey(job)) ?? 0) + u);
    this.total += u;
  }

  private know(job: RigidJob): void {
    const g = groupKey(job);
    let users = this.usersOf.get(g);
    if (users === undefined) this.usersOf.set(g, (users = new Set()));
    users.add(userKey(job));
  }

  /** Brings the usage up to `view.now` (decays what was, adds what ran since the previous call). */
  update(view: ClusterView, queue: readonly RigidJob[]): void {
    const now = view.now;
    const prev = this.last;
    if (Number.isNaN(this.origin)) this.origin = now;
    else if ((now - this.origin) / this.halfLife > 400) {
      const d = Math.pow(2, -(now - this.origin) / this.halfLife);
      for (const [k, v] of this.user) this.user.set(k, v * d);
      for (const [k, v] of this.group) this.group.set(k, v * d);
      this.total *= d;
      this.origin = now;
    }
    const running = new Map<string, { start: number; job: RigidJob }>();
    for (const r of view.running) {
      if (r.job.kind !== 'rigid') continue;
      running.set(r.id, { start: r.start, job: r.job });
      const was = this.running.get(r.id);
      this.know(r.job);
      // new since the previous call: from its start; else from the previous call
      this.add(r.job, was === undefined || Number.isNaN(prev) ? r.start : Math.max(prev, r.start), now, now);
    }
    for (const [id, r] of this.running) {
      if (!running.has(id)) this.add(r.job, Math.max(prev, r.start), Math.min(now, r.start + r.job.runtime), now);
    }
    const waiting = new Map<string, RigidJob>();
    for (const j of queue) {
      waiting.set(j.id, j);
      this.know(j);
    }
    for (const [id, j] of this.waiting) {
      // started at the previous call and already gone
      if (!waiting.has(id) && !running.has(id)) this.add(j, prev, Math.min(now, prev + j.runtime), now);
    }
    this.running = running;
    this.waiting = waiting;
    this.last = now;
    this.factors.clear();
  }

  /**
   * Slurm's classic fair-share factor `F = 2^(-UE/S)` of a job's user (slurm.schedmd.com,
   * classic_fair_share.html): two levels, groups under the root and users under their group, equal
   * shares among the groups seen so far and among a group's users seen so far, so `S = 1/G * 1/n_g`;
   * normalized usages `U = usage / total usage`; the group's effective usage is its normalized usage
   * and the user's `UE = U_user + (UE_group - U_user) * S_user / S_siblings` with `S_user /
   * S_siblings = 1/n_g`. With no usage at all every factor is 1.
   */
  factor(job: RigidJob): number {
    if (!(this.total > 0)) return 1;
    const key = userKey(job);
    const known = this.factors.get(key);
    if (known !== undefined) return known;
    const g = groupKey(job);
    const users = this.usersOf.get(g)?.size ?? 1;
    const s = 1 / this.usersOf.size / users;
    const uUser = (this.user.get(key) ?? 0) / this.total;
    const uGroup = (this.group.get(g) ?? 0) / this.total;
    const ue = uUser + (uGroup - uUser) / users;
    const f = Math.pow(2, -ue / s);
    this.factors.set(key, f);
    return f;
  }
}
