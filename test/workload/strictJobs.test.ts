import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import { InvalidInputError } from '../../src/errors/index';
import { parseJobs } from '../../src/workload/index';

const job = { id: 'a', submit: 0, mass: 10, alpha: 1, data: 0, minServers: 1, maxServers: 2 };

describe('the JSON job-set reader is strict where leniency would change results (issue 13, item 8)', () => {
  it('refuses unknown fields (a typo would be ignored), naming them and the job', () => {
    expect(() => parseJobs({ jobs: [job, { ...job, id: 'b', maxServer: 4 }] })).toThrow(/jobs\[1\]: unknown field\(s\) "maxServer" for a malleable job \(allowed: id, submit, mass, alpha, data, minServers, maxServers, kind\)/);
    expect(() => parseJobs({ jobs: [job], job: [] })).toThrow(/job set: unknown field\(s\) "job"/);
    expect(parseJobs({ jobs: [job], meta: { source: 'x' } })).toHaveLength(1);
  });

  it('refuses a job with both kinds of fields, an empty list, and times beyond 1e12 s', () => {
    expect(() => parseJobs({ jobs: [{ ...job, processors: 2, runtime: 5, estimate: 5 }] })).toThrow(/jobs\[0\]: has both malleable \("mass"\) and rigid \("processors"\) fields/);
    expect(() => parseJobs({ jobs: [] })).toThrow(/"jobs" is empty/);
    expect(() => parseJobs({ jobs: [{ ...job, submit: 1e300 }] })).toThrow(/jobs\[0\]\.submit: expected a number in \[0, 1e12\] \(seconds\), got 1e\+300/);
    expect(() => createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs: [] })).toThrow(/options\.jobs is empty/);
  });

  it('skips a UTF-8 byte-order mark', () => {
    expect(parseJobs(`\uFEFF${JSON.stringify({ jobs: [job] })}`)).toEqual([{ kind: 'malleable', ...job }]);
  });

  it('all of these are InvalidInputErrors', () => {
    for (const bad of [{ jobs: [] }, { jobs: [{ ...job, typo: 1 }] }]) {
      expect(() => parseJobs(bad)).toThrow(InvalidInputError);
    }
  });
});
