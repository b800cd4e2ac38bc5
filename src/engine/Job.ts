/**
 * A malleable job (Dupont et al. 2020, section 3): identical parallel tasks whose server count
 * may change at run time. On n servers of speed s it progresses at `n^alpha * s` units of mass
 * per second, so its run time on a constant allocation is `mass / (n^alpha * s)`.
 */
export interface MalleableJob {
  readonly kind: 'malleable';
  /** Unique id, e.g. `"j0"`. */
  readonly id: string;
  /** Submission time (s). */
  readonly submit: number;
  /** Work in seconds on one server of speed 1 (> 0). */
  readonly mass: number;
  /** Speed-up exponent in (0, 1]; the paper draws it from U(0.5, 1). */
  readonly alpha: number;
  /** Data moved by a reconfiguration (the paper's D, >= 0). */
  readonly data: number;
  /** Fewest servers the job may run on (>= 1). */
  readonly minServers: number;
  /** Most servers the job may run on (>= minServers). */
  readonly maxServers: number;
}

/**
 * A rigid job, e.g. from a Standard Workload Format trace: it runs on exactly `processors`
 * servers for `runtime` seconds (on speed-1 servers). Policies should plan with `estimate`
 * (the user's requested time), as real schedulers do; `runtime` is what actually happens.
 */
export interface RigidJob {
  readonly kind: 'rigid';
  readonly id: string;
  /** Submission time (s). */
  readonly submit: number;
  /** Number of servers (processors) required (integer >= 1). */
  readonly processors: number;
  /** Actual run time (s, > 0). */
  readonly runtime: number;
  /** User's run-time estimate (s, > 0); may be smaller than `runtime` in real traces. */
  readonly estimate: number;
  /** User id (SWF field 12), if known. */
  readonly user?: number;
  /** Group id (SWF field 13), if known. */
  readonly group?: number;
}

/** Any job the engine can run. */
export type Job = MalleableJob | RigidJob;
