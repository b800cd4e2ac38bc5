import { InvalidInputError } from '../errors/InvalidInputError';
import type { Job } from '../engine/Job';
import { validateJobs } from '../engine/validateJobs';

const MALLEABLE = ['id', 'submit', 'mass', 'alpha', 'data', 'minServers', 'maxServers'] as const;
const RIGID = ['id', 'submit', 'processors', 'runtime', 'estimate'] as const;

/**
 * Parses the JSON job-set format (a string or an already parsed value):
 *
 * ```json
 * { "jobs": [
 *   { "id": "j0", "submit": 0, "mass": 1700, "alpha": 0.7, "data": 120, "minServers": 2, "maxServers": 7 },
 *   { "id": "r1", "submit": 30, "processors": 4, "runtime": 600, "estimate": 900 }
 * ] }
 * ```
 *
 * A job with `mass` is malleable, one with `processors` is rigid (an explicit `"kind"` is also
 * accepted); rigid jobs may carry integer `user`, `group`, `queue` and `partition` (indices in the
 * platform's queues and partitions, checked by `createSimulation`), and the multi-cluster model's `sigma`
 * and `taskBandwidth` (Chhabra et al. 2019). Every field is validated and unknown
 * fields are refused (a typo such as `maxServer` would otherwise be silently ignored), as are a job
 * with both kinds' fields and an empty list; a leading byte-order mark is skipped. The first problem
 * throws, so there is never a partial result.
 *
 * @throws InvalidInputError naming the job index, field and allowed range
 * @example
 * ```ts
 * import { parseJobs } from 'schedlab/workload';
 * const jobs = parseJobs('{"jobs":[{"id":"a","submit":0,"mass":10,"alpha":1,"data":0,"minServers":1,"maxServers":2}]}');
 * ```
 */
export function parseJobs(input: string | unknown): Job[] {
  if (input === null || input === undefined) throw new InvalidInputError(`parseJobs(input): expected a job-set text or object { "jobs": [ ... ] }, got ${String(input)}`);
  let doc: unknown = input;
  if (typeof input === 'string') {
    try {
      doc = JSON.parse(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input); // a UTF-8 byte-order mark is harmless
    } catch (e) {
      throw new InvalidInputError(`job set: not valid JSON (${(e as Error).message})`);
    }
  }
  if (typeof doc !== 'object' || doc === null || !Array.isArray((doc as { jobs?: unknown }).jobs)) {
    throw new InvalidInputError('job set: expected an object { "jobs": [ ... ] }');
  }
  const extraKeys = Object.keys(doc).filter((k) => k !== 'jobs' && k !== 'meta');
  if (extraKeys.length > 0) throw new InvalidInputError(`job set: unknown field(s) ${extraKeys.map((k) => JSON.stringify(k)).join(', ')} (expected "jobs", and optionally "meta")`);
  const raw = (doc as { jobs: unknown[] }).jobs;
  if (raw.length === 0) throw new InvalidInputError('job set: "jobs" is empty (a run needs at least one job; its metrics would all be 0)');
  const jobs = raw.map((item, i): Job => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new InvalidInputError(`jobs[${i}]: expected an object, got ${JSON.stringify(item)}`);
    }
    const o = item as Record<string, unknown>;
    if ('mass' in o && 'processors' in o) {
      throw new InvalidInputError(`jobs[${i}]: has both malleable ("mass") and rigid ("processors") fields; a job is one or the other`);
    }
    const kind = o['kind'] ?? ('mass' in o ? 'malleable' : 'processors' in o ? 'rigid' : undefined);
    if (kind !== 'malleable' && kind !== 'rigid') {
      throw new InvalidInputError(`jobs[${i}]: cannot tell the job kind: give "mass" (malleable) or "processors" (rigid), or "kind"`);
    }
    const fields = kind === 'malleable' ? MALLEABLE : RIGID;
    const allowed: readonly string[] = kind === 'malleable' ? [...MALLEABLE, 'kind'] : [...RIGID, 'kind', 'user', 'group', 'sigma', 'taskBandwidth', 'queue', 'partition'];
    const unknown = Object.keys(o).filter((k) => !allowed.includes(k));
    if (unknown.length > 0) {
      throw new InvalidInputError(`jobs[${i}]: unknown field(s) ${unknown.map((k) => JSON.stringify(k)).join(', ')} for a ${kind} job (allowed: ${allowed.join(', ')})`);
    }
    for (const f of fields) {
      if (!(f in o)) throw new InvalidInputError(`jobs[${i}].${f}: missing (a ${kind} job needs ${fields.join(', ')})`);
    }
    const job: Record<string, unknown> = { kind };
    for (const f of fields) job[f] = o[f];
    if (kind === 'rigid') {
      for (const f of ['user', 'group', 'queue', 'partition'] as const) {
        if (o[f] === undefined) continue;
        if (!Number.isInteger(o[f])) throw new InvalidInputError(`jobs[${i}].${f}: expected an integer, got ${JSON.stringify(o[f])}`);
        job[f] = o[f];
      }
      for (const f of ['sigma', 'taskBandwidth'] as const) {
        if (o[f] !== undefined) job[f] = o[f]; // validateJobs checks their ranges
      }
    }
    return job as unknown as Job;
  });
  validateJobs(jobs);
  return jobs;
}

/**
 * Serializes jobs to the JSON job-set format read by {@link parseJobs} (two-space indented).
 *
 * @example
 * ```ts
 * import { stringifyJobs, googleLikeWorkload } from 'schedlab/workload';
 * import { createRng } from 'schedlab/random';
 * const text = stringifyJobs(googleLikeWorkload().generate(createRng(1)));
 * ```
 */
export function stringifyJobs(jobs: readonly Job[]): string {
  validateJobs(jobs);
  const out = jobs.map((j) => {
    const { kind: _kind, ...rest } = j;
    return rest;
  });
  return `${JSON.stringify({ jobs: out }, null, 2)}\n`;
}
