import type { ClusterView, Decision, Job, MalleableJob, Policy, RigidJob } from '../../src/engine/index';

/** A policy that returns, at each scheduling point, what `script(view)` says (tests only). */
export function scripted(script: (view: ClusterView) => Decision[]): Policy {
  return { name: 'scripted', decide: (view) => script(view) };
}

/** Shorthand for a malleable job. */
export function mjob(id: string, submit: number, mass: number, o: Partial<MalleableJob> = {}): MalleableJob {
  return { kind: 'malleable', id, submit, mass, alpha: 1, data: 0, minServers: 1, maxServers: 1, ...o };
}

/** Shorthand for a rigid job. */
export function rjob(id: string, submit: number, processors: number, runtime: number, estimate = runtime): RigidJob {
  return { kind: 'rigid', id, submit, processors, runtime, estimate };
}

export type { Job };
