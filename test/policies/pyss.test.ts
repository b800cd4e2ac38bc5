import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/engine/createSimulation';
import { homogeneousPlatform } from '../../src/engine/homogeneousPlatform';
import type { Policy } from '../../src/engine/Policy';
import { conservativeBackfilling } from '../../src/policies/conservativeBackfilling';
import { easyBackfilling } from '../../src/policies/easyBackfilling';
import { fcfs } from '../../src/policies/fcfs';
import { expand, expectedEnd, readPyss } from './pyssFixture';

// Which file applies to which policy: data/fixtures/pyss/README.md
const CASES: ReadonlyArray<[string, () => Policy, readonly string[]]> = [
  ['FCFS', () => fcfs(), ['basic_input.0-28', 'extreme_input.0-1', 'fcfs_input.0-7']],
  ['EASY', () => easyBackfilling(), ['basic_input.0-28', 'extreme_input.0-2', 'bf_input.0-8', 'easy_bf_input.0-3']],
  ['EASY-SJBF', () => easyBackfilling({ backfillOrder: 'sjf' }), ['sjbf.0-2']],
  ['perfect EASY', () => easyBackfilling({ useActualRuntime: true }), ['perfect.0-2']],
  ['conservative', () => conservativeBackfilling(), ['basic_input.0-28', 'extreme_input.0-1', 'bf_input.0-8', 'cons_bf_input.0-1']],
];

const platform = homogeneousPlatform({ servers: 100 });

describe('pyss reference traces (each job id is its expected finish time, 100 processors)', () => {
  for (const [label, make, specs] of CASES) {
    describe(label, () => {
      for (const file of specs.flatMap(expand)) {
        it(file, () => {
          const jobs = readPyss(file);
          expect(jobs.length).toBeGreaterThan(0);
          const result = createSimulation({ platform, jobs }).run(make());
          const got = result.jobs.map((r) => `${r.id}:${r.end}`);
          const want = result.jobs.map((r) => `${r.id}:${expectedEnd(r.id)}`);
          expect(got).toEqual(want);
        });
      }
    });
  }
});

describe('the reference traces discriminate between the policies', () => {
  const mismatches = (file: string, policy: Policy): number => {
    const r = createSimulation({ platform, jobs: readPyss(file) }).run(policy);
    return r.jobs.filter((j) => j.end !== expectedEnd(j.id)).length;
  };
  it('conservative does not backfill the job EASY backfills (easy_bf_input.0) and vice versa', () => {
    expect(mismatches('easy_bf_input.0', conservativeBackfilling())).toBeGreaterThan(0);
    expect(mismatches('cons_bf_input.0', easyBackfilling())).toBeGreaterThan(0);
  });
  it('FCFS does not backfill (bf_input.0); plain EASY fails the SJBF and perfect traces', () => {
    expect(mismatches('bf_input.0', fcfs())).toBeGreaterThan(0);
    expect(mismatches('sjbf.1', easyBackfilling())).toBeGreaterThan(0);
    expect(mismatches('perfect.1', easyBackfilling())).toBeGreaterThan(0);
  });
});
