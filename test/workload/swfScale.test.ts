import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RigidJob } from '../../src/engine/Job';
import { InvalidInputError } from '../../src/errors/InvalidInputError';
import { readSwf } from '../../src/workload/readSwf';
import { scaleTrace } from '../../src/workload/scaleTrace';

const work = (jobs: readonly RigidJob[]): number => jobs.reduce((s, j) => s + j.processors * j.runtime, 0);
const traceArb = (from: number): fc.Arbitrary<RigidJob[]> =>
  fc.array(
    fc.record({ submit: fc.integer({ min: 0, max: 1000 }), processors: fc.integer({ min: 1, max: from }), runtime: fc.integer({ min: 1, max: 5000 }) }),
    { minLength: 1, maxLength: 60 },
  ).map((a) => a.map((r, i) => ({ kind: 'rigid' as const, id: String(i + 1), ...r, estimate: r.runtime * 2, user: i % 3 })));

describe('scaleTrace', () => {
  it('hand-computed: proportional widths, copies with fresh ids', () => {
    const jobs: RigidJob[] = [{ kind: 'rigid', id: '7', submit: 3, processors: 50, runtime: 60, estimate: 90, user: 1 }];
    expect(scaleTrace(jobs, { from: 100, to: 1024 })).toEqual([{ ...jobs[0], processors: 512 }]);
    const c = scaleTrace(jobs, { from: 100, to: 1024, copies: 10 }); // target width 51.2 each
    expect(c.map((j) => j.id)).toEqual(['7#0', '7#1', '7#2', '7#3', '7#4', '7#5', '7#6', '7#7', '7#8', '7#9']);
    expect(c.map((j) => j.processors).sort()).toEqual([51, 51, 51, 51, 51, 51, 51, 51, 52, 52]);
    expect(c.every((j) => j.submit === 3 && j.runtime === 60 && j.estimate === 90 && j.user === 1)).toBe(true);
  });

  it('rejects invalid sizes and jobs wider than the source machine', () => {
    const j: RigidJob = { kind: 'rigid', id: 'a', submit: 0, processors: 200, runtime: 1, estimate: 1 };
    expect(() => scaleTrace([j], { from: 100, to: 1024 })).toThrow(/jobs\[0\]\.processors.*\[1, 100\]/);
    expect(() => scaleTrace([], { from: 0, to: 1024 })).toThrow(InvalidInputError);
    expect(() => scaleTrace([], { from: 100, to: 1024, copies: 1.5 })).toThrow(/copies/);
  });

  it('property: submit times kept, k copies per job, widths in [1, to], work scaled by to/from within max(runtime)/2', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 256 }).chain((from) =>
          fc.tuple(fc.constant(from), fc.integer({ min: 1, max: 4 }), traceArb(from)).chain(([f, k, jobs]) =>
            fc.tuple(fc.constant(f), fc.constant(k), fc.integer({ min: f * k, max: 4096 }), fc.constant(jobs)),
          ),
        ),
        ([from, copies, to, jobs]) => {
          const out = scaleTrace(jobs, { from, to, copies });
          expect(out.length).toBe(jobs.length * copies);
          out.forEach((j, i) => {
            const src = jobs[Math.floor(i / copies)]!;
            expect(j.submit).toBe(src.submit);
            expect(j.runtime).toBe(src.runtime);
            expect(Number.isInteger(j.processors) && j.processors >= 1 && j.processors <= to).toBe(true);
          });
          expect(new Set(out.map((j) => j.id)).size).toBe(out.length);
          const maxRun = Math.max(...jobs.map((j) => j.runtime));
          expect(Math.abs(work(out) - (work(jobs) * to) / from)).toBeLessThanOrEqual(maxRun / 2 + 1e-6 * work(out));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: shrinking keeps widths in [1, to] and only adds work through the 1-processor floor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 256 }).chain((from) => fc.tuple(fc.constant(from), fc.integer({ min: 1, max: from }), traceArb(from))), ([from, to, jobs]) => {
        const out = scaleTrace(jobs, { from, to });
        for (const j of out) expect(j.processors >= 1 && j.processors <= to).toBe(true);
        const floorExtra = jobs.reduce((s, j) => s + Math.max(0, 1 - (j.processors * to) / from) * j.runtime, 0);
        const maxRun = Math.max(...jobs.map((j) => j.runtime));
        expect(work(out) - (work(jobs) * to) / from).toBeGreaterThanOrEqual(-maxRun / 2 - 1e-6);
        expect(work(out) - (work(jobs) * to) / from).toBeLessThanOrEqual(floorExtra + maxRun / 2 + 1e-6);
      }),
      { numRuns: 200 },
    );
  });

  it('KTH (100 processors) to 1024 with 10 copies: offered load scaled by 10.24 within 0.01 %', async () => {
    const { jobs } = await readSwf(new URL('../../data/traces/KTH-SP2-1996-2.1-cln.swf.br', import.meta.url).pathname);
    const out = scaleTrace(jobs, { from: 100, to: 1024, copies: 10 });
    expect(out.length).toBe(284670);
    expect(Math.abs(work(out) / (work(jobs) * 10.24) - 1)).toBeLessThan(1e-4);
  });
});
