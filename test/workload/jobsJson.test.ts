import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { googleLikeWorkload, parseJobs, readJobs, stringifyJobs, writeJobs } from '../../src/workload/index';
import { createRng } from '../../src/random/index';
import { InvalidInputError } from '../../src/errors/index';

const dir = mkdtempSync(join(tmpdir(), 'schedlab-jobs-'));

describe('JSON job-set format', () => {
  it('round-trips malleable and rigid jobs through a file', () => {
    const jobs = [
      ...googleLikeWorkload({ jobs: 5 }).generate(createRng(2)),
      { kind: 'rigid' as const, id: 'r', submit: 3, processors: 2, runtime: 60, estimate: 90, user: 4 },
    ];
    const path = join(dir, 'set.json');
    writeJobs(path, jobs);
    expect(readJobs(path)).toEqual(jobs);
    expect(JSON.parse(stringifyJobs(jobs)).jobs[0]).not.toHaveProperty('kind');
  });

  it('parses the README example', () => {
    const jobs = parseJobs('{ "jobs": [ { "id": "j0", "submit": 0, "mass": 1700, "alpha": 0.7, "data": 120, "minServers": 2, "maxServers": 7 } ] }');
    expect(jobs[0]).toEqual({ kind: 'malleable', id: 'j0', submit: 0, mass: 1700, alpha: 0.7, data: 120, minServers: 2, maxServers: 7 });
  });

  it('names the job index, field and range of a bad value, with the file path', () => {
    const path = join(dir, 'bad.json');
    writeFileSync(path, JSON.stringify({ jobs: [{ id: 'a', submit: 0, mass: 1, alpha: 1, data: 0, minServers: 1, maxServers: 1 }, { id: 'b', submit: 0, mass: 1, alpha: 2, data: 0, minServers: 1, maxServers: 1 }] }));
    expect(() => readJobs(path)).toThrow(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: jobs\\[1\\]\\.alpha: expected a number in \\(0, 1\\], got 2`));
    expect(() => parseJobs('{"jobs":[{"id":"a","submit":0,"mass":1}]}')).toThrow(/jobs\[0\]\.alpha: missing/);
    expect(() => parseJobs('{"jobs":[{"id":"a","submit":0}]}')).toThrow(/cannot tell the job kind/);
    expect(() => parseJobs('{"jobs": 3}')).toThrow(InvalidInputError);
    expect(() => parseJobs('{oops')).toThrow(/not valid JSON/);
    expect(() => readJobs(join(dir, 'missing.json'))).toThrow(/cannot read \(ENOENT\)/);
  });

  it('writes atomically: invalid jobs or an unwritable path leave no file behind', () => {
    const path = join(dir, 'never.json');
    expect(() => writeJobs(path, [{ kind: 'malleable', id: 'a', submit: 0, mass: -1, alpha: 1, data: 0, minServers: 1, maxServers: 1 }])).toThrow(
      /jobs\[0\]\.mass/,
    );
    expect(existsSync(path)).toBe(false);
    expect(() => writeJobs(join(dir, 'no', 'such', 'dir.json'), [])).toThrow(/cannot write/);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
