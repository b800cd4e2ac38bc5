import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Job } from '../Job';
import type { Platform } from '../platform';
import { MAX_SECONDS } from './limits';
import { checkJobFields } from './jobFields';
import { checkJobPlacement } from './checkJobPlacement';

function fail(where: string, index: number, field: string, expected: string, got: unknown): never {
  const at = where === '' ? `jobs[${index}]` : where;
  throw new InvalidInputError(`${at}${field === '' ? '' : '.'}${field}: expected ${expected}, got ${JSON.stringify(got) ?? String(got)}`);
}

function finiteAtLeast(v: unknown, min: number, strict: boolean): v is number {
  return typeof v === 'number' && Number.isFinite(v) && (strict ? v > min : v >= min);
}


/**
 * Checks a job set (what `validateJobs` documents) and returns the index of each job id, which the
 * engine uses to find the job a decision names: built once per job set, not once per run. `where`
 * names the job in messages instead of `jobs[i]` (a job submitted to a running RunHandle).
 * `knownFields`: the set comes from one of the library's workloads whose jobs have only known
 * fields (knownFieldWorkloads.ts), so the check for unknown ones is skipped.
 */
export function checkedJobIndex(jobs: readonly Job[], platform?: Platform, where = '', knownFields = false): Map<string, number> {
  if (!Array.isArray(jobs)) throw new InvalidInputError('jobs: expected an array of jobs');
  const ids = new Map<string, number>();
  jobs.forEach((job: Job, i) => {
    if (typeof job !== 'object' || job === null) fail(where, i, '', 'an object', job);
    if (typeof job.id !== 'string' || job.id.length === 0) fail(where, i, 'id', 'a non-empty string', job.id);
    const prev = ids.get(job.id);
    if (prev !== undefined) throw new InvalidInputError(`jobs[${i}].id: duplicate id "${job.id}" (also jobs[${prev}])`);
    ids.set(job.id, i);
    if (!finiteAtLeast(job.submit, 0, false) || job.submit > MAX_SECONDS) fail(where, i, 'submit', 'a number in [0, 1e12] (seconds)', job.submit);
    if (!knownFields && (job.kind === 'malleable' || job.kind === 'rigid')) checkJobFields(job, job.kind, where, i);
    if (job.kind === 'malleable') {
      if (!finiteAtLeast(job.mass, 0, true) || job.mass > MAX_SECONDS) fail(where, i, 'mass', 'a number in (0, 1e12] (seconds)', job.mass);
      if (!(typeof job.alpha === 'number' && job.alpha > 0 && job.alpha <= 1)) fail(where, i, 'alpha', 'a number in (0, 1]', job.alpha);
      if (!finiteAtLeast(job.data, 0, false) || job.data > MAX_SECONDS) fail(where, i, 'data', 'a number in [0, 1e12]', job.data);
      if (!Number.isInteger(job.minServers) || job.minServers < 1) fail(where, i, 'minServers', 'an integer >= 1', job.minServers);
      if (!Number.isInteger(job.maxServers) || job.maxServers < job.minServers) {
        fail(where, i, 'maxServers', `an integer >= minServers (${job.minServers})`, job.maxServers);
      }
      if (platform !== undefined && job.minServers > platform.serverCount) {
        fail(where, i, 'minServers', `at most the platform's ${platform.serverCount} servers`, job.minServers);
      }
    } else if (job.kind === 'rigid') {
      if (!Number.isInteger(job.processors) || job.processors < 1) fail(where, i, 'processors', 'an integer >= 1', job.processors);
      if (!finiteAtLeast(job.runtime, 0, true) || job.runtime > MAX_SECONDS) fail(where, i, 'runtime', 'a number in (0, 1e12] (seconds)', job.runtime);
      if (!finiteAtLeast(job.estimate, 0, true) || job.estimate > MAX_SECONDS) fail(where, i, 'estimate', 'a number in (0, 1e12] (seconds)', job.estimate);
      if (job.sigma !== undefined && !(typeof job.sigma === 'number' && job.sigma >= 0 && job.sigma <= 1)) {
        fail(where, i, 'sigma', 'a number in [0, 1]', job.sigma);
      }
      if (job.taskBandwidth !== undefined) {
        if (!finiteAtLeast(job.taskBandwidth, 0, false) || job.taskBandwidth > MAX_SECONDS) fail(where, i, 'taskBandwidth', 'a number in [0, 1e12]', job.taskBandwidth);
        if (job.sigma === undefined) fail(where, i, 'taskBandwidth', 'to come with a sigma (the multi-cluster model)', job.taskBandwidth);
      }
      if (platform !== undefined && job.processors > platform.serverCount) {
        fail(where, i, 'processors', `at most the platform's ${platform.serverCount} servers`, job.processors);
      }
      if (job.queue !== undefined || job.partition !== undefined) checkJobPlacement(job, platform, where === '' ? `jobs[${i}]` : where);
    } else {
      fail(where, i, 'kind', '"malleable" or "rigid"', (job as { kind?: unknown }).kind);
    }
  });
  return ids;
}
