import { thrownText } from '../../errors/internals/thrownText';
import { SimulationError } from '../../errors/SimulationError';
import type { ClusterView } from '../ClusterView';
import type { Decision } from '../Decision';
import type { Policy, PolicyContext } from '../Policy';
import { MAX_IDLE_CYCLES, MAX_ROUNDS_AT_ONE_TIME } from './limits';
import { count, secondsForMessage } from '../../errors/internals/formatForMessage';

/** A short description of a value for error messages (never throws, never prints a whole object). */
function describe(v: unknown): string {
  try {
    return describeUnsafe(v);
  } catch (e) {
    return `a value whose properties cannot be read (${thrownText(e)})`;
  }
}

function describeUnsafe(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (typeof v === 'object' && typeof (v as { then?: unknown }).then === 'function') return 'a Promise (decide must be synchronous: no async)';
  if (typeof v === 'object' && 'type' in v) return `a single decision of type ${JSON.stringify((v as { type: unknown }).type)} (wrap it in an array)`;
  if (typeof v === 'object') return 'an object that is not an array';
  return `${typeof v} ${String(v).slice(0, 40)}`;
}


/**
 * Most decisions one round can hold before any can be legal, for a platform of `size` servers:
 * every start and power-off takes at least one idle server for itself (at most `size` of them), and
 * every reconfiguration is of a distinct running job that is not already reconfiguring (at most
 * `size` running jobs, each on at least one server); a server can also be switched off and on again
 * in one round (`switchOff` then `switchOn`, at most `2 size` such decisions), and a round may ask
 * for a few calls (`callMeLater`, 64 allowed). A longer list is refused before it is read, so
 * a policy that returns an array of length 2^32 - 1 (or a Proxy claiming one) costs nothing.
 */
export function maxDecisions(size: number): number {
  return 4 * size + 64;
}

/** Shared result of a scheduling point without decisions (never changed). */
const NONE: readonly Decision[] = Object.freeze([]);

/**
 * The engine's own copy of a server list: read once, index by index, into a fresh array (so a
 * getter or a Proxy cannot show one list to the checks and another to the state change). A
 * non-array is kept as it is, for `applyDecision` to refuse by name; at most `size + 1` entries
 * are read (more cannot be distinct servers: the checks then refuse the list).
 */
function copyServers(raw: unknown, size: number): unknown {
  if (!Array.isArray(raw)) return raw;
  const n = Math.min(raw.length, size + 1);
  const out = new Array<unknown>(n);
  for (let i = 0; i < n; i++) out[i] = raw[i];
  return out;
}

/** A decision read once into a plain object of the engine's (anything unrecognised is kept as it is). */
function snapshot(d: unknown, size: number): Decision {
  if (d === null || typeof d !== 'object') return d as Decision;
  const raw = d as { type?: unknown; job?: unknown; servers?: unknown; duration?: unknown };
  const type = raw.type;
  if (type === 'start' || type === 'reconfigure') return { type, job: raw.job, servers: copyServers(raw.servers, size) } as Decision;
  if (type === 'powerOff') return { type, servers: copyServers(raw.servers, size), duration: raw.duration } as Decision;
  return otherSnapshot(d, type, size);
}

/** The snapshot of the decisions of issues 38 and 39 (a function of its own: keeps `snapshot` small enough to inline). */
function otherSnapshot(d: object, type: unknown, size: number): Decision {
  const raw = d as { job?: unknown; servers?: unknown; time?: unknown; pstate?: unknown; mode?: unknown; sleepState?: unknown };
  if (type === 'switchOff' && raw.sleepState !== undefined) return { type, servers: copyServers(raw.servers, size), sleepState: raw.sleepState } as Decision;
  if (type === 'switchOff' || type === 'switchOn') return { type, servers: copyServers(raw.servers, size) } as Decision;
  if (type === 'callMeLater') return { type, time: raw.time } as Decision;
  if (type === 'setPstate') return { type, servers: copyServers(raw.servers, size), pstate: raw.pstate } as Decision;
  if (type === 'preempt') return { type, job: raw.job, mode: raw.mode } as Decision;
  return d as Decision;
}

/**
 * Calls `policy.decide` and checks the protocol: an exception inside the policy becomes a
 * `SimulationError` naming the time and the policy (the original as `cause`); anything but an array
 * (a single decision, a Promise from an `async decide`, undefined, null) is refused by name.
 * The decisions are then read once, before any is applied, into plain objects of the engine's
 * (`snapshot`): the policy's getters or Proxies run only here (an exception from one becomes a
 * `SimulationError` too), never while the engine changes its state. The shape of each decision is
 * checked when it is applied (`applyDecision`).
 *
 * @param size - the platform's number of servers (bounds the server lists read)
 */
export function policyDecisions(policy: Policy, view: ClusterView, ctx: PolicyContext, time: number, size: number): readonly Decision[] {
  let out: unknown;
  try {
    out = policy.decide(view, ctx);
  } catch (e) {
    throw new SimulationError(`t=${secondsForMessage(time)} s: policy "${policy.name}" threw in decide: ${thrownText(e)}`, { time, cause: e });
  }
  let isArray: boolean;
  try {
    isArray = Array.isArray(out); // throws on a revoked Proxy
  } catch (e) {
    throw new SimulationError(`t=${secondsForMessage(time)} s: policy "${policy.name}": decide returned a value that cannot be read: ${thrownText(e)}`, { time, cause: e });
  }
  if (!isArray) {
    try {
      if (out !== null && typeof out === 'object' && typeof (out as { then?: unknown }).then === 'function') {
        (out as Promise<unknown>).then(undefined, () => undefined); // no unhandled rejection from the refused promise
      }
    } catch {
      // a getter or Proxy trap of the policy's threw: the value is refused below all the same
    }
    throw new SimulationError(`t=${secondsForMessage(time)} s: policy "${policy.name}": decide must return an array of decisions, got ${describe(out)}`, { time });
  }
  try {
    const n: unknown = (out as unknown[]).length; // read once: a Proxy may answer differently each time
    if (n === 0) return NONE;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > maxDecisions(size)) {
      throw new SimulationError(
        `t=${secondsForMessage(time)} s: policy "${policy.name}": decide returned an array of length ${typeof n === 'number' ? n : `of type ${typeof n}`}; ` +
          `at most ${maxDecisions(size)} (4 x ${size} servers + 64) can be legal in one round`,
        { time },
      );
    }
    const decisions = new Array<Decision>(n);
    for (let i = 0; i < n; i++) decisions[i] = snapshot((out as unknown[])[i], size);
    return decisions;
  } catch (e) {
    if (e instanceof SimulationError) throw e;
    throw new SimulationError(`t=${secondsForMessage(time)} s: policy "${policy.name}": reading the decisions it returned threw: ${thrownText(e)}`, { time, cause: e });
  }
}

/** The error of a run stuck at one instant: the policy and what its last decisions touched. */
export function noProgressError(policy: Policy, t: number, last: readonly Decision[]): SimulationError {
  const jobs = [...new Set(last.flatMap((d) => (d !== null && typeof d === 'object' && 'job' in d && typeof d.job === 'string' ? [d.job] : [])))];
  const servers = [...new Set(last.flatMap((d) => (d !== null && typeof d === 'object' && 'servers' in d && Array.isArray(d.servers) ? d.servers : [])))].sort((a, b) => a - b);
  const what = jobs.length > 0 ? `${jobs.length === 1 ? 'job' : 'jobs'} ${jobs.map((j) => `"${j}"`).join(', ')}` : servers.length > 0 ? `servers ${servers.slice(0, 12).join(', ')}` : 'no job or server';
  return new SimulationError(
    `t=${secondsForMessage(t)} s: policy "${policy.name}" made no progress: ${MAX_ROUNDS_AT_ONE_TIME} scheduling rounds at the same instant ` +
      `(zero-duration reconfigurations or power cycles in a loop?); its last decisions touched ${what}`,
    { time: t, ...(jobs.length > 0 ? { job: jobs[0]! } : {}), servers },
  );
}

/**
 * The error of a run that cannot finish: the policy decided nothing while jobs wait, nothing runs,
 * no event is pending and no job is still to be submitted.
 */
export function stuckQueueError(policy: Policy, t: number, waiting: number, head: string, servers: readonly number[]): SimulationError {
  return new SimulationError(
    `t=${secondsForMessage(t)} s: policy "${policy.name}" left ${count(waiting, 'job')} waiting (first "${head}") ` +
      `with nothing running and no event pending, so the run cannot finish`,
    { time: t, job: head, servers },
  );
}

/**
 * The error of a run that power-cycles for ever: `cycles` scheduling points in a row with jobs waiting,
 * nothing running, nothing to come, and only power-downs or calls decided.
 */
export function idleCyclesError(policy: Policy, t: number, waiting: number, head: string): SimulationError {
  return new SimulationError(
    `t=${secondsForMessage(t)} s: policy "${policy.name}" left ${count(waiting, 'job')} waiting (first "${head}") with nothing running ` +
      `and no job to come for ${MAX_IDLE_CYCLES} scheduling points in a row, deciding only power-offs, switch-offs or calls: the run would never end`,
    { time: t, job: head },
  );
}
