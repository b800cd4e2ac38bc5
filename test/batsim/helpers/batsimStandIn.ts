import { Request } from 'zeromq';
import { formatIntervalSet, parseIntervalSet } from '../../../src/workload/index';

/**
 * A stand-in for Batsim (protocol 4, docs/protocol.rst of Batsim v4.2.1, commit b5463dba): it
 * holds the REQ socket, plays a workload of delay-profile jobs on identical hosts and talks to a
 * decision process exactly as the documentation says Batsim does. Its messages use the documented
 * field names: SIMULATION_BEGINS (nb_resources, nb_compute_resources, allow_compute_sharing,
 * config, compute_resources[{ id, name, state, properties }], workloads, profiles), JOB_SUBMITTED
 * ({ job_id, job: { id, subtime, res, walltime, profile } }), JOB_COMPLETED ({ job_id, job_state,
 * return_code, alloc }), RESOURCE_STATE_CHANGED ({ resources, state }), REQUESTED_CALL,
 * NOTIFY ({ type: no_more_static_job_to_submit }) and SIMULATION_ENDS. It checks every reply
 * (EXECUTE_JOB on idle hosts of the right number, SET_RESOURCE_STATE on idle or sleeping hosts,
 * CALL_ME_LATER in the future) and throws on a bad one. Events of one instant go in one message:
 * completions, then state changes, then submissions, then requested calls.
 */
export interface StandInJob {
  readonly id: string;
  readonly subtime: number;
  readonly res: number;
  readonly walltime: number;
  /** The delay profile's seconds (Batsim cuts the job at its walltime). */
  readonly delay: number;
}

export interface StandInOptions {
  readonly endpoint: string;
  readonly hosts: number;
  readonly jobs: readonly StandInJob[];
  /** Seconds Batsim takes to reach a sleep pstate, and to come back. @defaultValue 0 */
  readonly switchOff?: number;
  readonly switchOn?: number;
  /** @defaultValue { computing: '0', sleeping: '13' } */
  readonly pstates?: { readonly computing: string; readonly sleeping: string };
  /** Forward each job's profile in JOB_SUBMITTED (Batsim's profiles-forwarded-on-submission). @defaultValue false */
  readonly forwardProfiles?: boolean;
  /** Longest wait for a reply (ms). */
  readonly timeoutMs: number;
}

export interface StandInResult {
  readonly starts: ReadonlyMap<string, { readonly time: number; readonly alloc: readonly number[]; readonly end: number }>;
  readonly rejected: readonly string[];
  /** Every SET_RESOURCE_STATE received: time, resources, state. */
  readonly powerRequests: readonly { readonly time: number; readonly resources: string; readonly state: string }[];
  readonly calls: readonly number[];
  readonly messages: number;
  readonly end: number;
}

type HostState = 'idle' | 'computing' | 'switching_off' | 'sleeping' | 'switching_on';

interface Pending {
  readonly time: number;
  readonly order: number; // 0 completion, 1 state change, 2 submission, 3 call
  readonly seq: number;
  readonly event: { type: string; data: object };
  readonly apply?: () => void;
}

export async function runStandIn(options: StandInOptions): Promise<StandInResult> {
  const { hosts, jobs } = options;
  const pstates = options.pstates ?? { computing: '0', sleeping: '13' };
  const state: HostState[] = new Array<HostState>(hosts).fill('idle');
  const pending: Pending[] = [];
  let seq = 0;
  const push = (p: Omit<Pending, 'seq'>): void => void pending.push({ ...p, seq: seq++ });
  const byId = new Map(jobs.map((j) => [`w0!${j.id}`, j]));
  const waiting = new Set<string>();
  const starts = new Map<string, { time: number; alloc: number[]; end: number }>();
  const rejected: string[] = [];
  const powerRequests: { time: number; resources: string; state: string }[] = [];
  const calls: number[] = [];
  let done = 0;
  const order = jobs.map((j, i) => ({ j, i })).sort((a, b) => a.j.subtime - b.j.subtime || a.i - b.i);
  order.forEach(({ j }, k) => {
    const id = `w0!${j.id}`;
    push({
      time: j.subtime,
      order: 2,
      event: { type: 'JOB_SUBMITTED', data: { job_id: id, job: { id, subtime: j.subtime, res: j.res, walltime: j.walltime, profile: `p${j.id}` }, ...(options.forwardProfiles === true ? { profile: { type: 'delay', delay: j.delay } } : {}) } },
      apply: () => void waiting.add(id),
    });
    if (k === order.length - 1) push({ time: j.subtime, order: 2, event: { type: 'NOTIFY', data: { type: 'no_more_static_job_to_submit' } } });
  });

  const sock = new Request({ receiveTimeout: options.timeoutMs, linger: 0 });
  sock.connect(options.endpoint);
  let messages = 0;
  const exchange = async (now: number, events: { type: string; data: object; timestamp?: number }[]): Promise<{ now: number; events: { timestamp: number; type: string; data: Record<string, unknown> }[] }> => {
    messages++;
    await sock.send(JSON.stringify({ now, events: events.map((e) => ({ timestamp: now, type: e.type, data: e.data })) }));
    const [reply] = await sock.receive();
    const r = JSON.parse(String(reply)) as { now: number; events: { timestamp: number; type: string; data: Record<string, unknown> }[] };
    if (typeof r.now !== 'number' || r.now < now || !Array.isArray(r.events)) throw new Error(`stand-in: bad reply to message ${messages}: ${String(reply)}`);
    return r;
  };

  try {
    const begins = {
      type: 'SIMULATION_BEGINS',
      data: {
        nb_resources: hosts,
        nb_compute_resources: hosts,
        nb_storage_resources: 0,
        allow_compute_sharing: false,
        allow_storage_sharing: true,
        config: { 'redis-enabled': false, 'profiles-forwarded-on-submission': options.forwardProfiles === true, 'dynamic-jobs-enabled': false, 'forward-unknown-events': false },
        compute_resources: Array.from({ length: hosts }, (_, id) => ({ id, name: `host${id}`, state: 'idle', properties: {}, zone_properties: {} })),
        storage_resources: [],
        workloads: { w0: '/stand-in/workload.json' },
        profiles: { w0: Object.fromEntries(jobs.map((j) => [`p${j.id}`, { type: 'delay', delay: j.delay }])) },
      },
    };
    let now = 0;
    let reply = await exchange(0, [begins]);
    for (;;) {
      // apply the reply's decisions at reply.now
      for (const e of reply.events) {
        const t = reply.now;
        switch (e.type) {
          case 'EXECUTE_JOB': {
            const id = e.data['job_id'] as string;
            const job = byId.get(id);
            if (job === undefined || !waiting.has(id)) throw new Error(`stand-in: EXECUTE_JOB of ${id} at ${t}, which is not waiting`);
            const alloc = parseIntervalSet(e.data['alloc'] as string);
            if (formatIntervalSet(alloc) !== e.data['alloc']) throw new Error(`stand-in: alloc "${String(e.data['alloc'])}" is not canonical`);
            if (alloc.length !== job.res) throw new Error(`stand-in: ${id} needs ${job.res} hosts, got "${String(e.data['alloc'])}"`);
            for (const h of alloc) if (state[h] !== 'idle') throw new Error(`stand-in: ${id} started at ${t} on host ${h}, which is ${state[h]}`);
            for (const h of alloc) state[h] = 'computing';
            waiting.delete(id);
            const end = t + Math.min(job.delay, job.walltime);
            starts.set(id, { time: t, alloc, end });
            push({
              time: end,
              order: 0,
              event: { type: 'JOB_COMPLETED', data: { job_id: id, job_state: job.delay <= job.walltime ? 'COMPLETED_SUCCESSFULLY' : 'COMPLETED_WALLTIME_REACHED', return_code: 0, alloc: e.data['alloc'] } },
              apply: () => {
                for (const h of alloc) state[h] = 'idle';
                done++;
              },
            });
            break;
          }
          case 'REJECT_JOB': {
            const id = e.data['job_id'] as string;
            if (!waiting.delete(id)) throw new Error(`stand-in: REJECT_JOB of ${id}, which is not waiting`);
            rejected.push(id);
            done++;
            break;
          }
          case 'SET_RESOURCE_STATE': {
            const resources = e.data['resources'] as string;
            const target = e.data['state'] as string;
            const hs = parseIntervalSet(resources);
            powerRequests.push({ time: t, resources, state: target });
            if (target === pstates.sleeping) {
              for (const h of hs) if (state[h] !== 'idle') throw new Error(`stand-in: SET_RESOURCE_STATE sleeping for host ${h} at ${t}, which is ${state[h]}`);
              for (const h of hs) state[h] = 'switching_off';
              push({ time: t + (options.switchOff ?? 0), order: 1, event: { type: 'RESOURCE_STATE_CHANGED', data: { resources, state: target } }, apply: () => hs.forEach((h) => (state[h] = 'sleeping')) });
            } else if (target === pstates.computing) {
              for (const h of hs) if (state[h] !== 'sleeping') throw new Error(`stand-in: SET_RESOURCE_STATE computing for host ${h} at ${t}, which is ${state[h]}`);
              for (const h of hs) state[h] = 'switching_on';
              push({ time: t + (options.switchOn ?? 0), order: 1, event: { type: 'RESOURCE_STATE_CHANGED', data: { resources, state: target } }, apply: () => hs.forEach((h) => (state[h] = 'idle')) });
            } else throw new Error(`stand-in: SET_RESOURCE_STATE to unknown pstate ${target}`);
            break;
          }
          case 'CALL_ME_LATER': {
            const at = e.data['timestamp'] as number;
            if (!(typeof at === 'number' && at > t)) throw new Error(`stand-in: CALL_ME_LATER at ${String(at)} from ${t}`);
            calls.push(at);
            push({ time: at, order: 3, event: { type: 'REQUESTED_CALL', data: {} } });
            break;
          }
          case 'NOTIFY':
            break;
          default:
            throw new Error(`stand-in: unexpected reply event ${e.type}`);
        }
      }
      if (done === jobs.length) break;
      if (pending.length === 0) throw new Error(`stand-in: deadlock at ${now}: ${jobs.length - done} jobs neither done nor rejected and nothing pending`);
      pending.sort((a, b) => a.time - b.time || a.order - b.order || a.seq - b.seq);
      now = pending[0]!.time;
      const batch: Pending[] = [];
      while (pending.length > 0 && pending[0]!.time === now) batch.push(pending.shift()!);
      for (const p of batch) p.apply?.();
      reply = await exchange(now, batch.map((p) => p.event));
    }
    const last = await exchange(now, [{ type: 'SIMULATION_ENDS', data: {} }]);
    if (last.events.length !== 0) throw new Error(`stand-in: the reply to SIMULATION_ENDS must have no events, got ${JSON.stringify(last.events)}`);
    return { starts, rejected, powerRequests, calls, messages, end: now };
  } finally {
    sock.close();
  }
}

/**
 * Plays raw messages (text) one by one, each waiting for its reply; stops at the first message
 * that gets no reply within `timeoutMs`, or when `stop` settles (the decision process ended).
 * Returns the replies.
 */
export async function runScript(endpoint: string, messages: readonly string[], timeoutMs: number, stop: Promise<unknown>): Promise<string[]> {
  const sock = new Request({ receiveTimeout: timeoutMs, linger: 0 });
  sock.connect(endpoint);
  const replies: string[] = [];
  // the decision process ended: stop waiting for its reply (after a grace for the reply it sends as it fails)
  const close = (): void => void setTimeout(() => sock.closed || sock.close(), 1000);
  void stop.then(close, close);
  try {
    for (const m of messages) {
      await sock.send(m);
      try {
        const [r] = await sock.receive();
        replies.push(String(r));
      } catch {
        break;
      }
    }
  } finally {
    if (!sock.closed) sock.close();
  }
  return replies;
}
