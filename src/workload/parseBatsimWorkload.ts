import { InvalidInputError } from '../errors/InvalidInputError';
import { checkKnownKeys, optionKeys } from '../errors/internals/knownKeys';
import type { RigidJob } from '../engine/Job';
import type { BatsimWorkload, BatsimWorkloadOptions } from './BatsimWorkload';
import { batsimProfileSeconds } from './internals/batsimProfileSeconds';

const OPTION_KEYS = optionKeys<BatsimWorkloadOptions>({ hostSpeed: true, source: true });

function show(v: unknown): string {
  return JSON.stringify(v) ?? String(v);
}

/**
 * Batsim's order of two job ids of one workload: C++ `std::string` comparison, i.e. by the bytes of
 * their UTF-8 text (`"10" < "100" < "2" < "9"`), which is the order of their code points.
 */
function batsimIdOrder(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(j)!;
    if (x !== y) return x - y;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return (a.length - i) - (b.length - j);
}

/**
 * Reads a Batsim JSON workload (Batsim 4 documentation, docs/input-workload.rst: `nb_res`, `jobs`
 * with `id`, `subtime`, `walltime`, `res`, `profile`, and `profiles` by name) into rigid jobs:
 * `id` -> `id` (as a string), `subtime` -> `submit`, `res` -> `processors`, the run time from the
 * job's profile, and `walltime` -> `estimate`.
 *
 * - Run time: `delay` profiles give their `delay`; `parallel_homogeneous` profiles give
 *   `cpu / hostSpeed` (see {@link BatsimWorkloadOptions.hostSpeed}; `com` is not modelled). Batsim
 *   kills a job at its walltime, so the run time is `min(profile time, walltime)`.
 * - A job without a walltime (absent or `-1`, Batsim's "no limit") gets its run time as estimate
 *   (a perfect estimate, as `parseSwf` does for a missing requested time).
 * - Other profile types (`parallel`, `composed`, `smpi`, ...) need SimGrid's models and are refused,
 *   naming the job and its profile. Fields Batsim leaves to users (any other job field) are ignored.
 * - Refused too, each naming the job: a missing or non-integer `res`, `res` above `nb_res`, a
 *   negative `subtime`, a duplicate id, an id holding a control character (it would forge a line of
 *   a table or log), a profile the workload does not define.
 * - The jobs come in Batsim's submission order: by `subtime`, equal times by id compared as text
 *   (`"10"` before `"9"`: Batsim sorts with `job_comparator_subtime_number`, a string comparison;
 *   checked with the real Batsim 4.2.1), not in file order.
 *
 * @param input - the JSON text (a leading byte-order mark is skipped) or the parsed value
 * @param options - host speed, source name
 * @throws InvalidInputError naming the source, the job (index and id) and the field
 * @example
 * ```ts
 * import { parseBatsimWorkload } from 'schedlab/workload';
 * const { resources, jobs } = parseBatsimWorkload({
 *   nb_res: 8,
 *   jobs: [{ id: 'a', subtime: 5, walltime: 100, res: 4, profile: 'p' }],
 *   profiles: { p: { type: 'parallel_homogeneous', cpu: 2e10, com: 0 } },
 * }, { hostSpeed: 1e9 });
 * jobs[0]!.runtime; // 20 (2e10 flop at 1e9 flop/s)
 * ```
 */
export function parseBatsimWorkload(input: string | unknown, options: BatsimWorkloadOptions = {}): BatsimWorkload {
  if (options === null || typeof options !== 'object') throw new InvalidInputError(`parseBatsimWorkload: options must be an object, got ${show(options)}`);
  checkKnownKeys('parseBatsimWorkload', options, OPTION_KEYS);
  const src = options.source ?? 'Batsim workload';
  const speed = options.hostSpeed;
  if (speed !== undefined && !(typeof speed === 'number' && Number.isFinite(speed) && speed > 0)) {
    throw new InvalidInputError(`parseBatsimWorkload: options.hostSpeed must be a number > 0 (flop/s), got ${show(speed)}`);
  }
  if (input === null || input === undefined) throw new InvalidInputError(`parseBatsimWorkload: input (${src}): expected the workload's JSON text or value, got ${String(input)}`);
  let doc: unknown = input;
  if (typeof input === 'string') {
    try {
      doc = JSON.parse(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input);
    } catch (e) {
      throw new InvalidInputError(`${src}: not valid JSON (${(e as Error).message})`);
    }
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) throw new InvalidInputError(`${src}: expected an object { "nb_res", "jobs", "profiles" }`);
  const w = doc as Record<string, unknown>;
  const nbRes = w['nb_res'];
  if (!(typeof nbRes === 'number' && Number.isSafeInteger(nbRes) && nbRes >= 1)) throw new InvalidInputError(`${src}: "nb_res" must be an integer >= 1, got ${show(nbRes)}`);
  const rawJobs = w['jobs'];
  if (!Array.isArray(rawJobs) || rawJobs.length === 0) throw new InvalidInputError(`${src}: "jobs" must be a non-empty array, got ${Array.isArray(rawJobs) ? '[]' : show(rawJobs)}`);
  const profiles = w['profiles'] ?? {};
  if (profiles === null || typeof profiles !== 'object' || Array.isArray(profiles)) throw new InvalidInputError(`${src}: "profiles" must be an object of profiles by name, got ${show(profiles)}`);
  const seen = new Map<string, number>();
  const jobs = rawJobs.map((raw, i): RigidJob => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new InvalidInputError(`${src}: jobs[${i}] must be an object, got ${show(raw)}`);
    const o = raw as Record<string, unknown>;
    const rawId = o['id'];
    if (!((typeof rawId === 'string' && rawId !== '') || (typeof rawId === 'number' && Number.isFinite(rawId)))) {
      throw new InvalidInputError(`${src}: jobs[${i}].id must be a non-empty string or a number, got ${show(rawId)}`);
    }
    const id = String(rawId);
    const control = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.exec(id);
    if (control !== null) {
      const code = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
      throw new InvalidInputError(`${src}: jobs[${i}].id must hold no control character (it would forge a line of a table or log), got one with ${code} at position ${control.index}`);
    }
    const at = `${src}: jobs[${i}] (id ${JSON.stringify(id)})`;
    const twin = seen.get(id);
    if (twin !== undefined) throw new InvalidInputError(`${at}: duplicate id (also jobs[${twin}])`);
    seen.set(id, i);
    const subtime = o['subtime'];
    if (!(typeof subtime === 'number' && Number.isFinite(subtime) && subtime >= 0)) throw new InvalidInputError(`${at}: "subtime" must be a number >= 0 (seconds), got ${show(subtime)}`);
    const res = o['res'];
    if (!(typeof res === 'number' && Number.isSafeInteger(res) && res >= 1)) throw new InvalidInputError(`${at}: "res" must be an integer >= 1, got ${show(res)}`);
    if (res > nbRes) throw new InvalidInputError(`${at}: "res" ${res} exceeds the workload's nb_res ${nbRes}`);
    const walltime = o['walltime'];
    const noLimit = walltime === undefined || walltime === -1;
    if (!noLimit && !(typeof walltime === 'number' && Number.isFinite(walltime) && walltime > 0)) {
      throw new InvalidInputError(`${at}: "walltime" must be a number > 0 (seconds) or -1 (no limit), got ${show(walltime)}`);
    }
    const name = o['profile'];
    if (typeof name !== 'string') throw new InvalidInputError(`${at}: "profile" must be a profile name (string), got ${show(name)}`);
    if (!Object.prototype.hasOwnProperty.call(profiles, name)) throw new InvalidInputError(`${at}: profile ${JSON.stringify(name)} is not defined in "profiles"`);
    const seconds = batsimProfileSeconds((profiles as Record<string, unknown>)[name], `${at}, profile ${JSON.stringify(name)}`, speed);
    const runtime = noLimit ? seconds : Math.min(seconds, walltime as number);
    return { kind: 'rigid', id, submit: subtime, processors: res, runtime, estimate: noLimit ? seconds : (walltime as number) };
  });
  // Batsim submits in (subtime, job id) order (its static job submitter sorts the jobs with
  // job_comparator_subtime_number: equal times by id as a string), not in file order
  jobs.sort((x, y) => x.submit - y.submit || batsimIdOrder(x.id, y.id));
  return { resources: nbRes, jobs };
}
