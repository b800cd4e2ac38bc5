import { describe, expect, it } from 'vitest';
import { downeyWorkload, parseSwf, workloadSwf, type RigidJob } from '../../src/workload/index';
import { createRng } from '../../src/random/index';

describe('workloadSwf', () => {
  it('parseSwf reads back submit, processors, run time and estimate (full precision), user and group, the header', () => {
    const jobs = downeyWorkload({ jobs: 50 }).generate(createRng(4)) as RigidJob[];
    const withUser = jobs.map((j, i) => (i === 0 ? { ...j, user: 7, group: 2 } : j));
    const text = workloadSwf(withUser, { maxProcs: 128, note: 'downey, seed 4' });
    expect(text.split('\n').slice(0, 3)).toEqual(['; Version: 2.2', '; Computer: schedlab workload generator', '; Note: downey, seed 4']);
    const back = parseSwf(text);
    expect(back.rejected).toEqual([]);
    expect(back.header.maxProcs).toBe(128);
    expect(back.jobs.map((j) => [j.id, j.submit, j.processors, j.runtime, j.estimate])).toEqual(jobs.map((j, i) => [String(i + 1), j.submit, j.processors, j.runtime, j.estimate]));
    expect([back.jobs[0]!.user, back.jobs[0]!.group]).toEqual([7, 2]);
  });

  it('refuses malleable jobs, a bad machine size and a multi-line note', () => {
    const m = downeyWorkload({ jobs: 2, jobKind: 'malleable' }).generate(createRng(1));
    expect(() => workloadSwf(m)).toThrow(/job j0 \(jobs\[0\]\) is malleable: SWF holds rigid jobs only/);
    expect(() => workloadSwf([], { maxProcs: 0 })).toThrow(/maxProcs/);
    expect(() => workloadSwf([], { note: 'a\nb' })).toThrow(/note/);
  });
});
