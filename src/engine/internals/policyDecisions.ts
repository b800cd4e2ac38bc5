import { SimulationError } from '../../errors/SimulationError';
import type { ClusterView } from '../ClusterView';
import type { Decision } from '../Decision';
import type { Policy, PolicyContext } from '../Policy';
import { MAX_ROUNDS_AT_ONE_TIME } from './limits';

/** A short description of a value for error messages (never throws, never prints a whole object). */
function describe(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (typeof v === 'object' && typeof (v as { then?: unknown }).then === 'function') return 'a Promise (decide must be synchronous: no async)';
  if (typeof v === 'object' && 'type' in v) return `a single decision of type ${JSON.stringify((v as { type: unknown }).type)} (wrap it in an array)`;
  if (typeof v === 'object') return 'an object that is not an array';
  return `${typeof v} ${String(v).slice(0, 40)}`;
}

/**
 * Calls `policy.decide` and checks the protocol: an exception inside the policy becomes a
 * `SimulationError` naming the time and the policy (the original as `cause`); anything but an array
 * (a single decision, a Promise from an `async decide`, undefined, null) is refused by name.
 * The shape of each decision is checked when it is applied (`applyDecision`).
 */
export function policyDecisions(policy: Policy, view: ClusterView, ctx: PolicyContext, time: number): readonly Decision[] {
  let out: unknown;
  try {
    out = policy.decide(view, ctx);
  } catch (e) {
    const why = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    throw new SimulationError(`t=${time} s: policy "${policy.name}" threw in decide: ${why.split('\n')[0]}`, { time, cause: e });
  }
  if (!Array.isArray(out)) {
    if (out !== null && typeof out === 'object' && typeof (out as { then?: unknown }).then === 'function') {
      (out as Promise<unknown>).then(undefined, () => undefined); // no unhandled rejection from the refused promise
    }
    throw new SimulationError(`t=${time} s: policy "${policy.name}": decide must return an array of decisions, got ${describe(out)}`, { time });
  }
  return out as readonly Decision[];
}

/** The error of a run stuck at one instant: the policy and what its last decisions touched. */
export function noProgressError(policy: Policy, t: number, last: readonly Decision[]): SimulationError {
  const jobs = [...new Set(last.flatMap((d) => (d !== null && typeof d === 'object' && 'job' in d && typeof d.job === 'string' ? [d.job] : [])))];
  const servers = [...new Set(last.flatMap((d) => (d !== null && typeof d === 'object' && Array.isArray(d.servers) ? d.servers : [])))].sort((a, b) => a - b);
  const what = jobs.length > 0 ? `job(s) ${jobs.map((j) => `"${j}"`).join(', ')}` : servers.length > 0 ? `servers ${servers.slice(0, 12).join(', ')}` : 'no job or server';
  return new SimulationError(
    `t=${t} s: policy "${policy.name}" made no progress: ${MAX_ROUNDS_AT_ONE_TIME} scheduling rounds at the same instant ` +
      `(zero-duration reconfigurations or power cycles in a loop?); its last decisions touched ${what}`,
    { time: t, ...(jobs.length > 0 ? { job: jobs[0]! } : {}), servers },
  );
}
