import type { ServerState } from '../engine/ClusterView';
import { clusterView } from '../engine/hostClusterView';
import { homogeneousPlatform } from '../engine/homogeneousPlatform';
import type { RigidJob } from '../engine/Job';
import type { Platform } from '../engine/platform';
import type { Policy } from '../engine/Policy';
import { policyDecisions } from '../engine/internals/policyDecisions';
import { InvalidInputError } from '../errors/InvalidInputError';
import { seedStream, STREAMS } from '../random/seedStream';
import { formatIntervalSet } from '../workload/formatIntervalSet';
import type { BatsimEvent, BatsimMessage, BatsimReply, BatsimReplyEvent } from './BatsimEvent';
import type { BatsimSessionOptions } from './BatsimSessionOptions';
import type { BatsimSummary } from './BatsimSummary';
import { applyBatsimDecisions, type BatsimCycle as Cycle, type BatsimRunning as Running } from './internals/applyBatsimDecisions';
import { batsimRigidJob } from './internals/batsimRigidJob';
import { checkedSessionOptions } from './internals/checkedSessionOptions';
import { batsimTime, sameBatsimTime } from './internals/batsimTime';
import { askWakeCalls, batsimStateChanged, wakeDueHosts, type BatsimPowerState } from './internals/batsimPowerCycles';
import { matchRequestedCall } from './internals/matchRequestedCall';
import { platformSleepConflict } from './internals/checkPlatformSleepPstates';
import { oneLine, showValue as show } from '../errors/internals/showValue';

/**
 * The decision side of Batsim's protocol without the socket: feed it each decoded message, send
 * back what it returns. See {@link batsimSession}.
 *
 * @example
 * ```ts
 * import { batsimSession, decodeBatsimMessage, type BatsimSession } from 'schedlab/batsim';
 * import { fcfs } from 'schedlab/policies';
 * const session: BatsimSession = batsimSession(fcfs());
 * const reply = session.handle(decodeBatsimMessage('{"now":0,"events":[{"timestamp":0,"type":"SIMULATION_BEGINS","data":{"nb_compute_resources":1,"compute_resources":[{"id":0,"name":"h0","state":"idle"}]}}]}'));
 * reply; // { now: 0, events: [] }
 * ```
 */
export interface BatsimSession {
  /** Applies one message's events, calls the policy, and returns the reply to send. */
  handle(message: BatsimMessage): BatsimReply;
  /** True once SIMULATION_ENDS was handled (its reply is the empty one; then close the socket). */
  readonly ended: boolean;
  readonly summary: BatsimSummary;
}

/**
 * Runs a schedlab policy as a Batsim decision process, without the socket: the pure state machine
 * that `batsimScheduler` drives (and a test can drive message by message). It keeps the platform as
 * the messages describe it (servers and their states, waiting and running jobs), builds the
 * policy's view with the engine's `clusterView` after applying each message, and turns the
 * decisions into Batsim events (protocol 4, docs/protocol.rst):
 *
 * - `start` -> `EXECUTE_JOB { job_id, alloc }`, the allocation as Batsim resource ids in an interval
 *   set (`0-3 7`); `powerOff(servers, duration)` -> `SET_RESOURCE_STATE { resources, state: sleeping }`,
 *   then `CALL_ME_LATER` at `now + duration - switchOnDuration` (rounded to the microsecond: Batsim
 *   echoes times with six decimals, matched within 1e-6 s) and `SET_RESOURCE_STATE` to `computing`
 *   then (with `wakeUp: 'forWork'`, or more than `wakeUpHorizon` after the last job accepted, only
 *   once a job waits; never after `no_more_static_job_to_submit` with an empty queue); `callMeLater`
 *   -> `CALL_ME_LATER` (up to Batsim's 1e18 s, not the engine's 1e12 s); `reconfigure` (malleable
 *   jobs) has no Batsim form and is an error.
 * - A job schedlab cannot schedule is answered `REJECT_JOB` (reason in the log): more resources than
 *   the platform has, no walltime and a profile schedlab cannot time, times above 1e12 s.
 * - A submitted job becomes a rigid job: `res` processors, `walltime` as the estimate, the event's
 *   timestamp as its submission; its run time (which policies should not need) from its profile
 *   when schedlab can compute it (`delay`, `parallel_homogeneous` with `hostSpeed`; forwarded or from
 *   SIMULATION_BEGINS' `profiles`), else its walltime.
 * - The policy is called once per message (Batsim sends the events of one instant together) that
 *   holds a submission, completion or state change, the engine's scheduling points; not for
 *   SIMULATION_BEGINS alone nor for the REQUESTED_CALL of a wake-up (the engine has no scheduling
 *   point there either). Its decisions are checked as the engine checks them.
 *
 * Refused with an `InvalidInputError` (`batsim: message 7: ...`, one line): a first message
 * without SIMULATION_BEGINS, a second SIMULATION_BEGINS, time going backwards, anything after
 * SIMULATION_ENDS, a job submitted twice, a job completing that is not running, a state change
 * never asked for, Redis mode, compute sharing, resources not idle at the start, an unknown NOTIFY,
 * a first message with no event, events earlier than the previous message's `now`. A decision the
 * engine would refuse, or a policy that throws or returns anything but an array of decisions, is a
 * `SimulationError` naming the policy and time (as in `simulation.run`). A message that fails is not
 * applied: the session is dead (later messages are refused) and its summary is the one before it.
 *
 * @param policy - any schedlab policy; it cannot tell it runs under Batsim
 * @param options - seed, power model, pstates, decision interval, host speed, wake-up and its horizon, log
 * @throws InvalidInputError for bad options
 * @example
 * ```ts
 * import { batsimSession, decodeBatsimMessage } from 'schedlab/batsim';
 * import { easyBackfilling } from 'schedlab/policies';
 * const s = batsimSession(easyBackfilling(), { seed: 1 });
 * s.handle(decodeBatsimMessage({ now: 0, events: [{ timestamp: 0, type: 'SIMULATION_BEGINS', data: { compute_resources: [{ id: 0, name: 'a', state: 'idle' }, { id: 1, name: 'b', state: 'idle' }] } }] }));
 * const r = s.handle(decodeBatsimMessage({ now: 5, events: [{ timestamp: 5, type: 'JOB_SUBMITTED', data: { job_id: 'w0!1', job: { id: 'w0!1', res: 2, walltime: 60, profile: 'p' } } }] }));
 * r.events; // [{ timestamp: 5, type: 'EXECUTE_JOB', data: { job_id: 'w0!1', alloc: '0-1' } }]
 * ```
 */
export function batsimSession(policy: Policy, options: BatsimSessionOptions = {}): BatsimSession {
  if (policy === null || typeof policy !== 'object' || typeof policy.decide !== 'function') {
    throw new InvalidInputError(`batsimSession: policy must be a Policy { name, decide(view, ctx) }, got ${show(policy)}`);
  }
  const o = checkedSessionOptions(options);
  const log = o.log ?? ((): void => {});
  const computing = String(o.pstates.computing);
  const sleepPstates = ([] as number[]).concat(o.pstates.sleeping ?? 13).map(String); // one per sleep state (issue 38)
  const sleeping = sleepPstates[0]!;
  const rng = seedStream(o.seed, STREAMS.policy);
  const given = options.pstates;
  const givenComputing = given?.computing === undefined && given?.dvfs === undefined ? [] : Array.from({ length: o.power?.pstates?.length ?? 1 }, (_, k) => o.pstates.dvfs?.[k] ?? Number(computing) + k);

  let platform: Platform | undefined;
  /** The policy's own time of the callMeLater a REQUESTED_CALL of the current message answers (the latest), if any. */
  let callTime: number | undefined;
  /** The run every view of this session belongs to (ClusterView.run): policies' memory lasts the simulation, not one call. */
  const run = Object.freeze({ batsimSession: true });
  let ids: number[] = []; // server index -> Batsim resource id
  const serverOf = new Map<number, number>();
  let states: ServerState[] = [];
  let cycles: (Cycle | undefined)[] = [];
  let seen: ServerState[] = []; // each server's state as of the last `touch`, and since when (an idle timeout reads it)
  let since: number[] = [];
  let pending: (string | undefined)[] = []; // per server, the pstate of a setPstate Batsim has not confirmed yet
  const asked: number[] = []; // times of the policy's callMeLater decisions not yet answered (scheduling points)
  const profiles = new Map<string, Readonly<Record<string, unknown>>>();
  const queue: RigidJob[] = [];
  const running = new Map<string, Running>();
  const known = new Set<string>();
  const calls: number[] = []; // CALL_ME_LATER timestamps asked (at Batsim's precision) and not yet answered
  let nextTick = -Infinity;
  let now = -Infinity;
  let index = 0;
  let ended = false;
  let registration = false;
  let noMoreJobs = false; // NOTIFY no_more_static_job_to_submit: no job can come any more
  let lastJob = 0; // when the last job was accepted (or the simulation began): the wake-up horizon counts from it
  let failure: string | undefined; // the error that killed the session
  const counts = { submitted: 0, started: 0, rejected: 0, completed: 0, powerRequests: 0 };

  const protocol = (what: string): never => {
    throw new InvalidInputError(`batsim: message ${index}: ${oneLine(what)}`);
  };
  const serversOf = (resources: readonly number[], e: BatsimEvent): number[] =>
    resources.map((id) => serverOf.get(id) ?? protocol(`${e.type} at ${e.timestamp} s names resource ${id}, which is not a compute resource of SIMULATION_BEGINS`));

  function free(job: string): void {
    const r = running.get(job);
    if (r === undefined) return;
    for (const s of r.servers) states[s] = 'idle';
    running.delete(job);
    counts.completed++;
  }

  function begin(e: Extract<BatsimEvent, { type: 'SIMULATION_BEGINS' }>): void {
    if (platform !== undefined) protocol('a second SIMULATION_BEGINS');
    if (e.redis) protocol('Batsim runs with Redis (config "redis-enabled": true); schedlab needs the job descriptions in the messages: run Batsim without --enable-redis');
    if (e.computeSharing) protocol('allow_compute_sharing is true; schedlab policies give each job its hosts exclusively');
    const sorted = [...e.resources].sort((a, b) => a.id - b.id);
    for (const r of sorted) if (r.state !== 'idle') protocol(`compute resource ${r.id} (${r.name}) is "${r.state}" at the start; schedlab starts from idle, powered-on servers`);
    // pstates given explicitly must be the energy platform's (issue 38); the defaults are not checked (a policy that never sleeps runs anywhere)
    const conflict = platformSleepConflict(sorted, options.pstates?.sleeping === undefined ? [] : sleepPstates.map(Number), givenComputing);
    if (conflict !== undefined) protocol(conflict);
    ids = sorted.map((r) => r.id);
    ids.forEach((id, s) => serverOf.set(id, s));
    platform = homogeneousPlatform({ servers: ids.length, ...(o.power === undefined ? {} : { power: o.power }) });
    states = new Array<ServerState>(ids.length).fill('idle');
    cycles = new Array<Cycle | undefined>(ids.length).fill(undefined);
    pending = new Array<string | undefined>(ids.length).fill(undefined);
    seen = states.slice();
    since = new Array<number>(ids.length).fill(e.timestamp);
    for (const [w, p] of Object.entries(e.profiles)) profiles.set(w, p);
    registration = e.dynamicJobs;
    lastJob = e.timestamp;
  }

  function submit(e: Extract<BatsimEvent, { type: 'JOB_SUBMITTED' }>, out: BatsimReplyEvent[]): void {
    if (known.has(e.jobId)) protocol(`job ${JSON.stringify(e.jobId)} is submitted twice`);
    known.add(e.jobId);
    counts.submitted++;
    const n = ids.length;
    const job = e.res > n ? `it asks for ${e.res} resources, the platform has ${n}: it can never run` : batsimRigidJob(e, profiles, o.hostSpeed);
    if (typeof job === 'string') {
      log(oneLine(`REJECT_JOB ${JSON.stringify(e.jobId)}: ${job}`));
      out.push({ timestamp: now, type: 'REJECT_JOB', data: { job_id: e.jobId } });
      counts.rejected++;
      return;
    }
    queue.push(job);
    lastJob = now;
  }

  function complete(job: string, e: BatsimEvent, alloc?: readonly number[]): void {
    const r = running.get(job) ?? protocol(`${e.type} at ${e.timestamp} s for job ${JSON.stringify(job)}, which ${known.has(job) ? 'is not running' : 'was never submitted'}`);
    if (alloc !== undefined && formatIntervalSet(alloc) !== formatIntervalSet(r.servers.map((s) => ids[s]!))) {
      protocol(`JOB_COMPLETED for job ${JSON.stringify(job)} gives alloc "${formatIntervalSet(alloc)}", but it was started on "${formatIntervalSet(r.servers.map((s) => ids[s]!))}"`);
    }
    free(job);
  }

  /**
   * Whether a host asleep stays asleep at time `t` although its planned wake-up has come: no job waits
   * and none can come (`no_more_static_job_to_submit`), or with `wakeUp: 'forWork'`, or with 'planned'
   * once `t` is more than `wakeUpHorizon` after the last job accepted (nothing arrived for that long:
   * power-cycling on would cost an exchange per cycle, about 1e14 on test_long_workload.json).
   */
  const sleepsAt = (t: number): boolean => queue.length === 0 && (noMoreJobs || o.wakeUp === 'forWork' || t - lastJob > o.wakeUpHorizon);
  const powerState = (): BatsimPowerState => ({ now, ids, states, cycles, pending, counts, computing, sleeping, sleepPstates, sleepsAt, protocol });

  /** CALL_ME_LATER at `t` (already at Batsim's precision, later than now), unless one is pending for that time. */
  function callAt(t: number, out: BatsimReplyEvent[]): void {
    if (calls.some((c) => sameBatsimTime(c, t))) return;
    calls.push(t);
    out.push({ timestamp: now, type: 'CALL_ME_LATER', data: { timestamp: t } });
  }

  /** Servers whose state changed during this message changed it now (every change of a message happens at its `now`). */
  function touch(): void {
    states.forEach((st, s) => {
      if (seen[s] !== st) {
        seen[s] = st;
        since[s] = now;
      }
    });
  }

  function decide(out: BatsimReplyEvent[]): void {
    const p = platform!;
    touch();
    // at a REQUESTED_CALL the policy sees the time it asked for, as in the engine (EV_CALL at that time), not Batsim's
    // echo rounded to six decimals: an idle timeout asked for since + 60 = 531.3530000000001 s came back at 531.353 s
    // and read as not yet expired (check:batsim's sleep-deepest row); its replies keep Batsim's clock
    const viewNow = callTime !== undefined && callTime > now ? callTime : now;
    const view = clusterView({
      now: viewNow,
      platform: p,
      run,
      servers: states.map((state, s) => {
        if (state === 'idle' || state === 'computing') return { state, since: since[s]! };
        const c = cycles[s]!;
        const readyAt = Math.max(viewNow, c.back);
        const deep = c.sleepState === undefined ? {} : { sleepState: c.sleepState }; // issue 38: the view's sleepState(server)
        return { state, readyAt, since: since[s]!, transitionEnd: state === 'switchingOn' ? readyAt : state === 'switchingOff' ? Math.max(viewNow, c.offEnd) : NaN, ...deep };
      }),
      queue,
      running: [...running.values()].map((r) => ({ job: r.job, start: r.start, servers: r.servers, remainingMass: Math.max(0, r.job.runtime - (now - r.start)) })),
      completedJobs: counts.completed,
    });
    const decisions = policyDecisions(policy, view, { rng }, viewNow, ids.length);
    const policyCall = (t: number, to: BatsimReplyEvent[], own: number): void => {
      // the policy's own time is kept: the view at the call shows it (callTime)
      if (!asked.some((a) => sameBatsimTime(a, t))) asked.push(sameBatsimTime(own, t) ? own : t);
      callAt(t, to);
    };
    const dvfs = (k: number): number => o.pstates.dvfs?.[k] ?? Number(computing) + k;
    applyBatsimDecisions(decisions, { policy, now, platform: p, ids, states, cycles, queue, running, counts, sleeping, sleepPstates, computing, dvfs, pending, callAt: policyCall }, out);
  }

  /** The policy's clock with `decisionInterval`: is `now` one of its multiples (at Batsim's precision)? */
  function onTick(interval: number): boolean {
    return sameBatsimTime(Math.round(now / interval) * interval, now);
  }

  function apply(message: BatsimMessage): BatsimReply {
    if (message === null || typeof message !== 'object' || !Array.isArray(message.events)) protocol(`expected a decoded message { now, events }, got ${show(message)}`);
    if (ended) protocol('a message after SIMULATION_ENDS');
    if (message.now < now) protocol(`time goes backwards: now ${message.now} s after ${now} s`);
    if (platform === undefined && message.events.length === 0) protocol('the first message holds no event; it must begin with SIMULATION_BEGINS');
    const before = now;
    now = message.now;
    const out: BatsimReplyEvent[] = [];
    let scheduling = false;
    let tick = false;
    callTime = undefined;
    message.events.forEach((e, i) => {
      if (platform === undefined && e.type !== 'SIMULATION_BEGINS') protocol(`events[${i}] is ${e.type}; the first event must be SIMULATION_BEGINS`);
      if (ended) protocol(`events[${i}] (${e.type}) comes after SIMULATION_ENDS in the same message`);
      if (e.timestamp < before) protocol(`events[${i}] (${e.type}) at ${e.timestamp} s is earlier than the previous message's now (${before} s): time goes backwards`);
      switch (e.type) {
        case 'SIMULATION_BEGINS':
          begin(e); // no scheduling point by itself: the engine's first one is the first event (a submission)
          break;
        case 'JOB_SUBMITTED':
          submit(e, out);
          scheduling = true;
          break;
        case 'JOB_COMPLETED':
          complete(e.jobId, e, e.alloc);
          scheduling = true;
          break;
        case 'JOB_KILLED':
          // Batsim acknowledges a KILL_JOB (which schedlab never sends); a job listed may have completed before
          for (const job of e.jobIds) if (running.has(job) || !known.has(job)) complete(job, e);
          scheduling = true;
          break;
        case 'RESOURCE_STATE_CHANGED':
          batsimStateChanged(serversOf(e.resources, e), e.state, powerState(), out);
          scheduling = true;
          break;
        case 'REQUESTED_CALL': {
          // Batsim echoes the time with six decimals; a call asked a few microseconds ahead can come back later
          const k = matchRequestedCall(calls, e.timestamp);
          if (k < 0) protocol(`REQUESTED_CALL at ${e.timestamp} s, which no CALL_ME_LATER asked for`);
          const at = calls[k]!;
          calls.splice(k, 1);
          if (sameBatsimTime(at, nextTick)) tick = true;
          // a policy's callMeLater is a scheduling point (the engine's EV_CALL)
          const a = asked.findIndex((t) => sameBatsimTime(t, at));
          if (a >= 0) {
            if (!(asked[a]! <= (callTime ?? -Infinity))) callTime = asked[a]!;
            asked.splice(a, 1);
            scheduling = true;
          }
          break;
        }
        case 'NOTIFY':
          if (e.notify === 'no_more_static_job_to_submit') noMoreJobs = true;
          else if (e.notify !== 'no_more_external_event_to_occur') {
            protocol(`NOTIFY ${JSON.stringify(e.notify)} is not supported (schedlab handles no_more_static_job_to_submit and no_more_external_event_to_occur; external machine events are a non-goal)`);
          }
          break;
        case 'SIMULATION_ENDS':
          ended = true;
          break;
      }
    });
    if (ended) return { now, events: [] };
    if (registration) {
      // Batsim with dynamic jobs waits for this before it can end (docs/protocol.rst, "Dynamic registration of jobs"); schedlab registers none
      out.push({ timestamp: now, type: 'NOTIFY', data: { type: 'registration_finished' } });
      registration = false;
    }
    wakeDueHosts(powerState(), out);
    const interval = o.decisionInterval;
    // with a decision interval the policy decides at multiples of it only, as the engine's periodic tick
    if ((scheduling || tick) && (interval === undefined || onTick(interval))) decide(out);
    if (interval !== undefined && queue.length > 0 && (nextTick <= now || sameBatsimTime(nextTick, now))) {
      const k = onTick(interval) ? Math.round(now / interval) : Math.floor(now / interval);
      nextTick = batsimTime((k + 1) * interval);
      callAt(nextTick, out);
    }
    touch();
    askWakeCalls(powerState(), callAt, out);
    return { now, events: out };
  }

  function handle(message: BatsimMessage): BatsimReply {
    index++;
    if (failure !== undefined) protocol(`the session failed before (${failure}); it takes no more messages`);
    const kept = { ...counts };
    try {
      return apply(message);
    } catch (e) {
      // a message is applied whole or not at all: the session is dead, its counts those before this message
      Object.assign(counts, kept);
      failure = `message ${index}`;
      throw e;
    }
  }

  return {
    handle,
    get ended() {
      return ended;
    },
    get summary(): BatsimSummary {
      return { messages: index, ...counts, now };
    },
  };
}
