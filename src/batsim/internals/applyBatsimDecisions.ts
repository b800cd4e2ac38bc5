import type { ServerState } from '../../engine/ClusterView';
import type { Decision } from '../../engine/Decision';
import type { RigidJob } from '../../engine/Job';
import type { Platform } from '../../engine/platform';
import type { Policy } from '../../engine/Policy';
import { MAX_SECONDS } from '../../engine/internals/limits';
import { SimulationError } from '../../errors/SimulationError';
import { formatIntervalSet } from '../../workload/formatIntervalSet';
import type { BatsimReplyEvent } from '../BatsimEvent';
import { batsimTime, MAX_BATSIM_SECONDS, sameBatsimTime } from './batsimTime';
import { switchOnRequests } from './switchOnRequests';
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
  /** When the policy expects it idle again (Infinity after a `switchOff`, until a `switchOn`). */
  back: number;
  /** When to ask Batsim to power it on (`back - switchOnDuration`; Infinity: only on a `switchOn`). */
  readonly wake: number;
  /** When its switch-off is expected to end (the decision's time plus `switchOffDuration`). */
  readonly offEnd: number;
  /** A `switchOn` came while it was switching off: power it on as soon as Batsim says it sleeps. */
  onWhenOff?: boolean;
  /** The sleep state (`switchOff(servers, { sleepState })`, issue 38) when not 0: its pstate, switch-off and switch-on times. */
  readonly sleepState?: number;
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
  /** The pstate that stands for "off" (`SET_RESOURCE_STATE` of a power-off): sleep state 0's. */
  readonly sleeping: string;
  /** The sleep pstate of each sleep state the options map (`options.pstates.sleeping`; the first is `sleeping`). */
  readonly sleepPstates: readonly string[];
  /** The pstate a host is powered on to (`SET_RESOURCE_STATE` of a switch-on). */
  readonly computing: string;
  /** Batsim pstate id of each of our p-state indices (`setPstate`). */
  readonly dvfs: (pstate: number) => number;
  /** Per server, the Batsim pstate a `setPstate` asked for and Batsim has not yet confirmed. */
  readonly pending: (string | undefined)[];
  /** Times (at Batsim's precision) of the policy's `callMeLater`s: asks Batsim for them. */
  /** Asks Batsim for a call at `time` (at its precision) for a policy's callMeLater at `asked` (its own float). */
  readonly callAt: (time: number, out: BatsimReplyEvent[], asked: number) => void;
}

/**
 * Checks the policy's decisions as the engine does and turns them into Batsim events (protocol 4):
 * `start` -> `EXECUTE_JOB` with the allocation as an interval set of resource ids, `powerOff` ->
 * `SET_RESOURCE_STATE` to the sleeping pstate (the wake-up is the session's), `switchOff` -> the same
 * (no wake-up), `switchOn` -> `SET_RESOURCE_STATE` to the computing pstate (at once for a host asleep,
 * when Batsim reports the sleep for one still switching off: Batsim's own rule), `setPstate` ->
 * `SET_RESOURCE_STATE` to `dvfs(pstate)`, `callMeLater` -> `CALL_ME_LATER` at Batsim's six-decimal
 * precision; `reconfigure` has no Batsim form.
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
    const known = d !== null && typeof d === 'object' && ['start', 'powerOff', 'reconfigure', 'switchOff', 'switchOn', 'setPstate', 'callMeLater'].includes(d.type);
    // preempt (issue 39) has no Batsim mapping yet: refused by name
    if (!known) return fail(`unknown decision ${show(d)} (expected { type: 'start' | 'powerOff' | 'switchOff' | 'switchOn' | 'setPstate' | 'callMeLater', ... }; preempt is not carried to Batsim yet)`, {});
    if (d.type === 'callMeLater') {
      // bounded by Batsim's clock, not the engine's 1e12 s: Batsim's time goes on past it (test_long_workload.json runs
      // to 1e17 s) and an idle timeout's callback at 1e12 + 771 s still switches hosts off for the rest of the run
      if (!(typeof d.time === 'number' && d.time > now && d.time <= MAX_BATSIM_SECONDS)) fail(`callMeLater(${show(d.time)}): time must be a number > now (${now} s) and <= ${MAX_BATSIM_SECONDS} s (the latest time of a Batsim run)`, {});
      // a time within Batsim's precision of now (a plan's float noise) becomes twice that precision later, the first time
      // not "now" for sameBatsimTime: Batsim (SimGrid) cannot wait less (at 1e10 s a wait of 1e-6 s hung Batsim 4.2.1)
      const t = batsimTime(d.time);
      c.callAt(t > now && !sameBatsimTime(t, now) ? t : batsimTime(now + 2 * (1e-6 + 4 * Number.EPSILON * Math.abs(now))), out, d.time);
      continue;
    }
    if (d.type === 'preempt') return fail(`unknown decision ${show(d)} (preempt is not carried to Batsim yet)`, {}); // narrows the type: `known` excluded it
    if (!Array.isArray(d.servers)) fail(`${d.type} with servers ${show(d.servers)}: expected an array of server indices`, {});
    const servers = [...d.servers];
    const seen = new Set<number>();
    for (const s of servers) {
      if (!(Number.isInteger(s) && s >= 0 && s < ids.length)) fail(`${d.type} names server ${show(s)}, which does not exist (0..${ids.length - 1})`, { servers });
      if (seen.has(s)) fail(`${d.type} names server ${s} twice`, { servers });
      seen.add(s);
      if ((d.type === 'start' || d.type === 'powerOff' || d.type === 'switchOff') && states[s] !== 'idle') fail(`${d.type} on server ${s}, which is ${states[s]!}`, { servers });
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
        cycles[s] = { stage: 'switchingOff', back: now + d.duration, wake: batsimTime(now + d.duration - pw.switchOnDuration), offEnd: now + pw.switchOffDuration };
        off.push(ids[s]!);
      }
      out.push({ timestamp: now, type: 'SET_RESOURCE_STATE', data: { resources: formatIntervalSet(servers.map((s) => ids[s]!)), state: sleeping } });
      counts.powerRequests++;
    } else if (d.type === 'switchOff') {
      const pw = p.clusters[0]!.power;
      // sleep state k -> the k-th sleep pstate of options.pstates.sleeping (issue 38); Batsim must report that one
      const k = d.sleepState ?? 0;
      const count = pw.sleepStates?.length ?? 1;
      if (!(Number.isInteger(k) && k >= 0 && k < count)) fail(`switchOff to sleep state ${show(k)}, which does not exist (the power model has sleep states 0..${count - 1})`, { servers });
      const pstate = c.sleepPstates[k] ?? fail(`switchOff to sleep state ${k}: options.pstates.sleeping (--pstate-sleeping) maps sleep states 0..${c.sleepPstates.length - 1} only (${c.sleepPstates.join(', ')}); give one sleep pstate per sleep state`, { servers });
      const offEnd = now + (k === 0 ? pw.switchOffDuration : pw.sleepStates![k]!.switchOffDuration);
      for (const s of servers) {
        states[s] = 'switchingOff';
        cycles[s] = k === 0 ? { stage: 'switchingOff', back: Infinity, wake: Infinity, offEnd } : { stage: 'switchingOff', back: Infinity, wake: Infinity, offEnd, sleepState: k };
      }
      out.push({ timestamp: now, type: 'SET_RESOURCE_STATE', data: { resources: formatIntervalSet(servers.map((s) => ids[s]!)), state: pstate } });
      counts.powerRequests++;
    } else if (d.type === 'switchOn') {
      applySwitchOn(servers, c, fail, out);
    } else if (d.type === 'setPstate') {
      const count = p.clusters[0]!.power.pstates?.length ?? 1;
      const k = d.pstate;
      if (!(Number.isInteger(k) && k >= 0 && k < count)) fail(`setPstate to p-state ${show(k)}, which does not exist (0..${count - 1})`, { servers });
      for (const s of servers) {
        if (states[s] !== 'idle' && states[s] !== 'computing') fail(`setPstate on server ${s}, which is ${states[s]!}; only an idle or computing server changes p-state`, { servers });
      }
      const id = String(c.dvfs(k));
      for (const s of servers) c.pending[s] = id;
      out.push({ timestamp: now, type: 'SET_RESOURCE_STATE', data: { resources: formatIntervalSet(servers.map((s) => ids[s]!)), state: id } });
      counts.powerRequests++;
    }
  }
}

/** `switchOn`: hosts asleep are powered on now; hosts still switching off once Batsim reports them asleep (the session's `power`). */
function applySwitchOn(servers: readonly number[], c: BatsimDecisionState, fail: (what: string, details: { servers: readonly number[] }) => never, out: BatsimReplyEvent[]): void {
  const { now, states, cycles } = c;
  const pw = c.platform.clusters[0]!.power;
  const onOf = (cy: BatsimCycle): number => (cy.sleepState === undefined ? pw.switchOnDuration : pw.sleepStates![cy.sleepState]!.switchOnDuration);
  for (const s of servers) {
    const cy = cycles[s];
    if (cy === undefined || cy.stage === 'switchingOn' || cy.onWhenOff === true) fail(`switchOn on server ${s}, which is ${states[s]!}${cy === undefined ? '' : ` and due to be idle at ${cy.back} s`}; only a server that is off or switching off can be switched on`, { servers });
    const ready = (cy.stage === 'off' ? now : Math.max(now, cy.offEnd)) + onOf(cy);
    if (!(ready < cy.back)) fail(`switchOn on server ${s}, which is ${states[s]!} and due to be idle at ${cy.back} s already`, { servers });
  }
  const woken: number[] = [];
  for (const s of servers) {
    const cy = cycles[s]!;
    if (cy.stage === 'off') {
      cy.stage = 'switchingOn';
      cy.back = now + onOf(cy);
      states[s] = 'switchingOn';
      woken.push(s);
    } else {
      cy.onWhenOff = true;
      cy.back = Math.max(now, cy.offEnd) + onOf(cy);
    }
  }
  switchOnRequests(woken, c, out); // one request per sleep state: Batsim reports a request's end when its slowest host is done
}
