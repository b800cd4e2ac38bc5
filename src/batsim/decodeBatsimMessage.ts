import { InvalidInputError } from '../errors/InvalidInputError';
import { parseIntervalSet } from '../workload/parseIntervalSet';
import type { BatsimEvent, BatsimMessage, BatsimResource } from './BatsimEvent';
import { requireString } from '../errors/internals/knownKeys';
import { oneLine, showValue } from '../errors/internals/showValue';
import { MAX_BATSIM_SECONDS } from './internals/batsimTime';

/** Longest value shown in an error message (a whole SIMULATION_BEGINS would not fit one line). */
const SHOWN = 80;

/**
 * Most resource ids one message's interval sets may denote, all together (10^6 hosts): a 6 KB
 * message of 200 JOB_COMPLETED events with `alloc: "0-9999999"` is refused after reading its text,
 * not expanded to 2 x 10^9 ids.
 */
const MAX_MESSAGE_RESOURCE_IDS = 1_000_000;

function show(v: unknown): string {
  const s = showValue(v);
  return s.length > SHOWN ? `${s.slice(0, SHOWN)}...` : s;
}

type Fail = (field: string, expected: string, got: unknown) => never;

/** The number of ids an interval-set text denotes (overlaps counted twice), without expanding it; NaN when malformed. */
function intervalSetSize(text: string): number {
  let n = 0;
  for (const token of text.trim().split(/ +/)) {
    if (token === '') continue;
    const m = /^(\d+)(?:-(\d+))?$/.exec(token);
    if (m === null) return NaN;
    n += (m[2] === undefined ? 1 : Number(m[2]) - Number(m[1]) + 1);
  }
  return n;
}

/** Reads an interval set, charging its size to the message's budget of {@link MAX_MESSAGE_RESOURCE_IDS} ids. */
function intervalSet(v: unknown, budget: { left: number }, field: string, fail: Fail): number[] {
  if (typeof v !== 'string') return fail(field, 'an interval set such as "0-3 7"', v);
  const n = intervalSetSize(v);
  if (n > budget.left) fail(field, `at most ${MAX_MESSAGE_RESOURCE_IDS} resource ids in one message's interval sets`, `${v.length} characters denoting ${n} ids`);
  budget.left -= Number.isFinite(n) ? n : 0;
  try {
    return parseIntervalSet(v);
  } catch {
    return fail(field, 'an interval set such as "0-3 7"', v);
  }
}

function object(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function str(d: Record<string, unknown>, key: string, fail: Fail): string {
  const v = d[key];
  if (typeof v !== 'string' || v === '') fail(`data.${key}`, 'a non-empty string', v);
  return v;
}

/** The job fields of JOB_SUBMITTED (`data.job`). Redis mode (no `job`) is a documented non-goal. */
function submitted(timestamp: number, d: Record<string, unknown>, fail: Fail): BatsimEvent {
  const jobId = str(d, 'job_id', fail);
  const job = d['job'];
  if (!object(job)) fail('data.job', "the job's description (Batsim with Redis sends only job_id: run Batsim without Redis for schedlab)", job);
  const res = job['res'];
  if (!(typeof res === 'number' && Number.isSafeInteger(res) && res >= 1)) fail('data.job.res', 'an integer >= 1', res);
  const w = job['walltime'];
  if (!(w === undefined || w === -1 || (typeof w === 'number' && Number.isFinite(w) && w > 0))) fail('data.job.walltime', 'a number > 0 (seconds) or -1', w);
  const p = job['profile'];
  if (!(p === undefined || typeof p === 'string')) fail('data.job.profile', 'a profile name (string)', p);
  return { type: 'JOB_SUBMITTED', timestamp, jobId, res, walltime: w === undefined || w === -1 ? undefined : w, profileName: p, profile: d['profile'] };
}

function begins(timestamp: number, d: Record<string, unknown>, fail: Fail): BatsimEvent {
  const list = d['compute_resources'];
  if (!Array.isArray(list) || list.length === 0) fail('data.compute_resources', 'a non-empty array of resources', list);
  const n = d['nb_compute_resources'];
  if (n !== undefined && n !== list.length) fail('data.nb_compute_resources', `the number of compute_resources (${list.length})`, n);
  const ids = new Set<number>();
  const resources = list.map((r: unknown, i): BatsimResource => {
    if (!object(r)) fail(`data.compute_resources[${i}]`, 'an object { id, name, state }', r);
    const id = r['id'];
    if (!(typeof id === 'number' && Number.isSafeInteger(id) && id >= 0)) fail(`data.compute_resources[${i}].id`, 'an integer >= 0', id);
    if (ids.has(id)) fail(`data.compute_resources[${i}].id`, 'a unique id', id);
    ids.add(id);
    const state = r['state'];
    if (typeof state !== 'string') fail(`data.compute_resources[${i}].state`, 'a state string', state);
    const name = r['name'];
    // an energy platform's sleep states (issue 38): the session checks options.pstates.sleeping against them
    const sleep = object(r['properties']) ? r['properties']['sleep_pstates'] : undefined;
    if (sleep !== undefined && typeof sleep !== 'string') fail(`data.compute_resources[${i}].properties.sleep_pstates`, 'a string of sleep:off:on pstate triples', sleep);
    return { id, name: typeof name === 'string' ? name : String(id), state, ...(sleep === undefined ? {} : { sleepPstates: sleep }) };
  });
  const sharing = d['allow_compute_sharing'] ?? false;
  if (typeof sharing !== 'boolean') fail('data.allow_compute_sharing', 'a boolean', sharing);
  const config = d['config'] ?? {};
  if (!object(config)) fail('data.config', 'an object', config);
  const profiles = d['profiles'] ?? {};
  if (!object(profiles) || !Object.values(profiles).every(object)) fail('data.profiles', 'an object: workload id -> { profile name -> profile }', profiles);
  return {
    type: 'SIMULATION_BEGINS',
    timestamp,
    resources,
    computeSharing: sharing,
    redis: config['redis-enabled'] === true,
    dynamicJobs: config['dynamic-jobs-enabled'] === true,
    profiles: profiles as Record<string, Record<string, unknown>>,
  };
}

function event(timestamp: number, type: string, d: Record<string, unknown>, fail: Fail, budget: { left: number }): BatsimEvent {
  switch (type) {
    case 'SIMULATION_BEGINS':
      return begins(timestamp, d, fail);
    case 'JOB_SUBMITTED':
      return submitted(timestamp, d, fail);
    case 'JOB_COMPLETED': {
      const jobId = str(d, 'job_id', fail);
      const jobState = str(d, 'job_state', fail);
      const a = d['alloc'];
      const alloc = a === undefined ? undefined : intervalSet(a, budget, 'data.alloc', fail);
      return { type, timestamp, jobId, jobState, alloc };
    }
    case 'JOB_KILLED': {
      const ids = d['job_ids'];
      if (!Array.isArray(ids) || !ids.every((x) => typeof x === 'string' && x !== '')) fail('data.job_ids', 'an array of job ids', ids);
      return { type, timestamp, jobIds: ids as string[] };
    }
    case 'RESOURCE_STATE_CHANGED': {
      const r = d['resources'];
      const resources = intervalSet(r, budget, 'data.resources', fail);
      if (resources.length === 0) fail('data.resources', 'a non-empty interval set', r);
      const s = d['state'];
      if (!(typeof s === 'string' || (typeof s === 'number' && Number.isFinite(s)))) fail('data.state', 'a power state (pstate number as a string)', s);
      return { type, timestamp, resources, state: String(s) };
    }
    case 'REQUESTED_CALL':
      return { type, timestamp };
    case 'NOTIFY':
      return { type, timestamp, notify: str(d, 'type', fail) };
    case 'SIMULATION_ENDS':
      return { type, timestamp };
    case 'QUERY':
    case 'ANSWER':
      return fail('type', 'an event schedlab answers (QUERY and ANSWER are not supported: schedlab never queries, and estimate_waiting_time is not implemented)', type);
    default:
      return fail('type', 'a Batsim-to-scheduler event type (SIMULATION_BEGINS, JOB_SUBMITTED, JOB_COMPLETED, JOB_KILLED, RESOURCE_STATE_CHANGED, REQUESTED_CALL, NOTIFY, SIMULATION_ENDS)', type);
  }
}

/**
 * Decodes and validates one message Batsim sends to a decision process (protocol 4,
 * docs/protocol.rst: `{ "now": float, "events": [{ "timestamp", "type", "data" }] }`). Pure: no
 * state, no socket. Checked as the protocol's "Constraints" section says (`now` at least every
 * event's `timestamp`, timestamps in non-decreasing order, `data` an object) and each event's
 * fields as its section describes; what schedlab does not support is refused by name (QUERY,
 * Redis mode's JOB_SUBMITTED without `job`). Whether the message fits the session (time going
 * backwards, a job completing that never started) is `batsimSession`'s check.
 *
 * @param input - the message text (or its parsed value)
 * @param where - how messages are named in errors @defaultValue 'message'
 * @throws InvalidInputError in one line: `batsim: <where>: events[2] (JOB_SUBMITTED): data.job.res: expected an integer >= 1, got "4"`
 * @example
 * ```ts
 * import { decodeBatsimMessage } from 'schedlab/batsim';
 * const m = decodeBatsimMessage('{"now": 10, "events": [{"timestamp": 10, "type": "REQUESTED_CALL", "data": {}}]}');
 * m.events[0]!.type; // 'REQUESTED_CALL'
 * ```
 */
export function decodeBatsimMessage(input: string | unknown, where = 'message'): BatsimMessage {
  requireString('decodeBatsimMessage(where)', where, 'the place to name in error messages');
  if (input === null || input === undefined) throw new InvalidInputError(`decodeBatsimMessage: input: expected a Batsim message (JSON text or its parsed value), got ${String(input)}`);
  let doc: unknown = input;
  if (typeof input === 'string') {
    try {
      doc = JSON.parse(input);
    } catch (e) {
      throw new InvalidInputError(oneLine(`batsim: ${where}: not valid JSON (${(e as Error).message})`));
    }
  }
  const top: Fail = (field, expected, got) => {
    throw new InvalidInputError(oneLine(`batsim: ${where}: ${field}: expected ${expected}, got ${show(got)}`));
  };
  if (!object(doc)) return top('message', 'an object { "now", "events" }', doc);
  const now = doc['now'];
  if (!(typeof now === 'number' && now >= 0 && now <= MAX_BATSIM_SECONDS)) top('now', `a number in [0, ${MAX_BATSIM_SECONDS}] (seconds)`, now);
  const raw = doc['events'];
  if (!Array.isArray(raw)) top('events', 'an array', raw);
  let last = -Infinity;
  const budget = { left: MAX_MESSAGE_RESOURCE_IDS };
  const events = raw.map((e: unknown, i): BatsimEvent => {
    const at = (type: unknown): Fail => (field, expected, got) => {
      throw new InvalidInputError(oneLine(`batsim: ${where}: events[${i}]${typeof type === 'string' ? ` (${type.slice(0, SHOWN)})` : ''}: ${field}: expected ${expected}, got ${show(got)}`));
    };
    if (!object(e)) return at(undefined)('event', 'an object { "timestamp", "type", "data" }', e);
    const type = e['type'];
    const fail: Fail = at(type);
    if (typeof type !== 'string') fail('type', 'an event type (string)', type);
    const t = e['timestamp'];
    if (!(typeof t === 'number' && t >= 0 && t <= MAX_BATSIM_SECONDS)) fail('timestamp', `a number in [0, ${MAX_BATSIM_SECONDS}] (seconds)`, t);
    if (t > now) fail('timestamp', `a time <= the message's now (${now})`, t);
    if (t < last) fail('timestamp', `a time >= the previous event's (${last}): events come in time order`, t);
    last = t;
    const data = e['data'];
    if (!object(data)) fail('data', 'an object', data);
    return event(t, type, data, fail, budget);
  });
  return { now, events };
}
