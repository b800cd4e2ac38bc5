import type { ServerState } from '../../engine/ClusterView';
import type { Decision } from '../../engine/Decision';
import type { RigidJob } from '../../engine/Job';
import type { Platform } from '../../engine/platform';
import type { Policy } from '../../engine/Policy';
import { MAX_SECONDS } from '../../engine/internals/limits';
import { SimulationError } from '../../errors/SimulationError';
import { formatIntervalSet } from '../../workload/formatIntervalSet';
import type { BatsimReplyEvent } from '../BatsimEvent';
import { batsimTime } from './batsimTime';
import { oneLine, showValue as show } from '../../errors/internals/showValue';

/** A job the session started: on `servers` (indices, ascending) since `start`. */
export interface BatsimRunning {
  readonly job: RigidJob;
  readonly start: number;
  readonly servers: readonly number[];
}

/** A server's power cycle under way: `back` is when the policy expects it idle again. */
export interface BatsimCycle {
  stage: 'switchingOff' | 'off' | 'switchingOn';
  back: number;
  /** When to ask Batsim to power it on (`back - switchOnDuration`). */
  readonly wake: number;
}

/** The session's state that the decisions of one call of the policy change (in place). */
export interface BatsimDecisionState {
  readonly policy: Policy;
  readonly now: number;
  readonly platform: Platform;
  /** Server index -> Batsim resource id. */
  readonly ids: readonly number[];
  readonly states: ServerState[];
  readonly cycles: (BatsimCycle | undefined)[];
  readonly queue: RigidJob[];
  readonly running: Map<string, BatsimRunning>;
  readonly counts: { started: number; powerRequests: number };
  /** The pstate that stands for "off" (`SET_RESOURCE_STATE` of a power-off). */
  readonly sleeping: string;
}

/**
 * Checks the policy's decisions as the engine does and turns them into Batsim events (protocol 4):
 * `start` -> `EXECUTE_JOB` with the allocation as an interval set of resource ids, `powerOff` ->
 * `SET_RESOURCE_STATE` to the sleeping pstate (the wake-up is the session's); `reconfigure` has no
 * Batsim form.
 *
 * @throws SimulationError naming the policy, time, job and servers of a decision the engine would refuse
 */
export function applyBatsimDecisions(decisions: readonly Decision[], c: BatsimDecisionState, out: BatsimReplyEvent[]): void {
  const { policy, now, ids, states, cycles, queue, running, counts, sleeping } = c;
  const p = c.platform;
  const fail = (what: string, details: { job?: string; servers?: readonly number[] }): never => {
    throw new SimulationError(oneLine(`batsim: policy ${policy.name} at ${now} s: ${what}`), { time: now, ...details });
  };
  const off: number[] = [];
  for (const d of decisions) {
    // the decisions are policyDecisions' snapshots: server lists already copied (at most size + 1 entries)
    const known = d !== null && typeof d === 'object' && (d.type === 'start' || d.type === 'powerOff' || d.type === 'reconfigure');
    // switchOn, switchOff, setPstate and callMeLater (issue 38) have no Batsim mapping yet: refused by name
    if (!known) return fail(`unknown decision ${show(d)} (expected { type: 'start' | 'powerOff', ... }; switchOn, switchOff, setPstate, callMeLater and preempt are not carried to Batsim yet)`, {});
    if (!Array.isArray(d.servers)) fail(`${d.type} with servers ${show(d.servers)}: expected an array of server indices`, {});
    const servers = [...d.servers];
    const seen = new Set<number>();
    for (const s of servers) {
      if (!(Number.isInteger(s) && s >= 0 && s < ids.length)) fail(`${d.type} names server ${show(s)}, which does not exist (0..${ids.length - 1})`, { servers });
      if (seen.has(s)) fail(`${d.type} names server ${s} twice`, { servers });
      seen.add(s);
      if (d.type !== 'reconfigure' && states[s] !== 'idle') fail(`${d.type} on server ${s}, which is ${states[s]!}`, { servers });
    }
    if (d.type === 'reconfigure') fail(`reconfigure of job ${show(d.job)}: malleable jobs have no Batsim representation (rigid jobs only)`, { job: String(d.job), servers });
    if (d.type === 'start') {
      const k = queue.findIndex((j) => j.id === d.job);
      const job = queue[k] ?? fail(`start of job ${show(d.job)}, which is not waiting`, { job: String(d.job), servers });
      if (servers.length !== job.processors) fail(`start of job ${show(d.job)} on ${servers.length} servers; it needs exactly ${job.processors}`, { job: d.job, servers });
      queue.splice(k, 1);
      servers.sort((a, b) => a - b);
      for (const s of servers) states[s] = 'computing';
      running.set(job.id, { job, start: now, servers });
      out.push({ timestamp: now, type: 'EXECUTE_JOB', data: { job_id: job.id, alloc: formatIntervalSet(servers.map((s) => ids[s]!)) } });
      counts.started++;
    } else if (d.type === 'powerOff') {
      const pw = p.clusters[0]!.power;
      const least = pw.switchOffDuration + pw.switchOnDuration;
      if (!(typeof d.duration === 'number' && d.duration >= least && d.duration <= MAX_SECONDS)) {
        fail(`powerOff for ${show(d.duration)} s: expected a duration from the switch-off plus switch-on time ${least} s to the engine's bound ${MAX_SECONDS} s`, { servers });
      }
      for (const s of servers) {
        states[s] = 'switchingOff';
        // the wake-up is a CALL_ME_LATER: at a time Batsim can represent (six decimals), or it would not match its echo
        cycles[s] = { stage: 'switchingOff', back: now + d.duration, wake: batsimTime(now + d.duration - pw.switchOnDuration) };
        off.push(ids[s]!);
      }
      out.push({ timestamp: now, type: 'SET_RESOURCE_STATE', data: { resources: formatIntervalSet(servers.map((s) => ids[s]!)), state: sleeping } });
      counts.powerRequests++;
    }
  }
}
