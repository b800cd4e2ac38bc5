import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSimulation, homogeneousPlatform, type Job, type Workload } from '../../src/engine/index';
import { hasKnownFields } from '../../src/engine/internals/knownFieldWorkloads';
import { MALLEABLE_JOB_FIELDS, RIGID_JOB_FIELDS } from '../../src/engine/internals/jobFields';
import { batchWorkload, downeyWorkload, googleLikeWorkload, lublinFeitelsonWorkload, tsafrirEstimates } from '../../src/workload/index';
import { fcfs } from '../../src/policies/index';
import { createRng } from '../../src/random/createRng';

// The library's workloads whose job sets skip the engine's check for unknown job fields
// (src/engine/internals/knownFieldWorkloads.ts): the skip is only sound if every job they draw has
// the engine's fields and nothing else, which this checks on every member, over options and seeds.

/** Every key a for...in sees (own and inherited enumerable ones), against the allowed list of the job's kind. */
function unknownKeys(job: Job): string[] {
  const allowed: readonly string[] = job.kind === 'malleable' ? MALLEABLE_JOB_FIELDS : RIGID_JOB_FIELDS;
  const out: string[] = [];
  for (const key in job) if (!allowed.includes(key)) out.push(key);
  return out;
}

const members: readonly [string, (seed: number) => Workload][] = [
  ['googleLikeWorkload', (k) => googleLikeWorkload({ servers: 4 + (k % 60), jobs: 20, dynamism: 100 + k })],
  ['lublinFeitelsonWorkload', (k) => lublinFeitelsonWorkload({ jobs: 20, machineSize: 2 ** (5 + (k % 6)), jobClasses: k % 2 === 0 ? 'batchAndInteractive' : 'whole', dailyCycle: k % 3 !== 0 })],
  ['downeyWorkload', (k) => downeyWorkload({ jobs: 20, servers: 8 + (k % 100), jobKind: k % 2 === 0 ? 'rigid' : 'malleable', allocation: k % 3 === 0 ? 'maxSpeedup' : 'parallelism' })],
  ['batchWorkload', (k) => batchWorkload({ jobs: 20, processors: [1, 1 + (k % 128)] })],
];

describe('workloads whose jobs have only known fields (the engine skips that check for them)', () => {
  for (const [name, make] of members) {
    it(`${name}: a member, and every job it draws has only the engine's fields`, () => {
      fc.assert(
        fc.property(fc.nat(10_000), fc.nat(0xffff_ffff), (k, seed) => {
          const workload = make(k);
          expect(hasKnownFields(workload)).toBe(true);
          for (const job of workload.generate(createRng(seed))) expect(unknownKeys(job)).toEqual([]);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('a workload of the user is no member: its jobs are still checked at every run', () => {
    const rigid = { kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 10, estimate: 20 } as const;
    const own: Workload = { name: 'own', generate: () => [{ ...rigid, nodes: 2 } as unknown as Job] };
    expect(hasKnownFields(own)).toBe(false);
    // a copy of a member's object is not the member either
    const copy: Workload = { ...googleLikeWorkload({ servers: 4, jobs: 2 }) };
    expect(hasKnownFields(copy)).toBe(false);
    expect(() => createSimulation({ platform: homogeneousPlatform({ servers: 2 }), workload: own }).run(fcfs())).toThrow(/jobs\[0\]: unknown field "nodes"/);
  });

  it('tsafrirEstimates (it copies the jobs of its source, which may be the user own) is no member', () => {
    expect(hasKnownFields(tsafrirEstimates(lublinFeitelsonWorkload({ jobs: 10 })))).toBe(false);
  });
});
