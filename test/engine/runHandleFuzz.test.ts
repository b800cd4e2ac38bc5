import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, type Job, type RunHandle } from '../../src/engine/index';
import { isSchedlabError } from '../../src/errors/index';
import { easyBackfilling, fcfs } from '../../src/policies/index';
import { oddThrownValues } from '../helpers/oddThrownValues';

/**
 * Issue 41: the run handle under random hostile use (seeded fast-check, as the engine's protocol
 * fuzz): random sequences of submits (valid jobs in any order, garbage values, duplicates, jobs
 * in the past), steps, runUntil, listeners that throw odd values or step the run themselves, and
 * a finish. Every call ends in a return or a SchedlabError, never another error type or a
 * recursion; a handle that stays usable finishes with every valid submitted job completed once.
 */
const odd = oddThrownValues();
const arbOp = fc.oneof(
  fc.record({ op: fc.constant('submit' as const), submit: fc.integer({ min: 0, max: 500 }), runtime: fc.integer({ min: 1, max: 50 }), processors: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('garbage' as const), value: fc.constantFrom<unknown>(null, 1, 'job', [], {}, { kind: 'rigid' }, { kind: 'rigid', id: 'x', submit: -1, processors: 1, runtime: 1, estimate: 1 }, Object.create(null)) }),
  fc.record({ op: fc.constant('step' as const) }),
  fc.record({ op: fc.constant('runUntil' as const), t: fc.integer({ min: 0, max: 600 }) }),
  fc.record({ op: fc.constant('thrower' as const), k: fc.nat(odd.length - 1) }),
  fc.record({ op: fc.constant('stepper' as const) }),
  fc.record({ op: fc.constant('off' as const) }),
);

describe('RunHandle under random hostile use (issue 41)', () => {
  it('every call returns or throws a SchedlabError; finish completes every accepted job once', () => {
    let finished = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.array(arbOp, { maxLength: 40 }), fc.boolean(), (ops, easy) => {
        const sim = createSimulation({ platform: homogeneousPlatform({ servers: 3 }), jobs: [{ kind: 'rigid', id: 'seed', submit: 0, processors: 1, runtime: 5, estimate: 5 }] });
        const h: RunHandle = sim.start(easy ? easyBackfilling() : fcfs());
        const accepted = new Set<string>(['seed']);
        const offs: Array<() => void> = [];
        let n = 0;
        const attempt = (f: () => unknown): void => {
          try {
            f();
          } catch (e) {
            refused++;
            expect(isSchedlabError(e), String(e)).toBe(true);
            expect(String((e as Error).message)).not.toMatch(/\n/);
          }
        };
        for (const o of ops) {
          if (h.state === 'failed') break;
          if (o.op === 'submit') {
            const job: Job = { kind: 'rigid', id: `j${n++}`, submit: o.submit, processors: o.processors, runtime: o.runtime, estimate: o.runtime };
            attempt(() => {
              h.submit(job);
              accepted.add(job.id);
            });
          } else if (o.op === 'garbage') attempt(() => h.submit(o.value as Job));
          else if (o.op === 'step') attempt(() => h.step());
          else if (o.op === 'runUntil') attempt(() => h.runUntil(Math.max(o.t, h.now)));
          else if (o.op === 'thrower') offs.push(h.on('jobStarted', () => { throw odd[o.k]; }));
          else if (o.op === 'stepper') offs.push(h.on('jobCompleted', () => void h.step()));
          else offs.splice(0).forEach((off) => off());
        }
        offs.forEach((off) => off());
        if (h.state === 'failed') return;
        let result;
        try {
          result = h.finish();
        } catch (e) {
          expect(isSchedlabError(e)).toBe(true);
          return;
        }
        expect(result.jobs.map((j) => j.id).sort()).toEqual([...accepted].sort());
        for (const j of result.jobs) expect(j.end).toBeGreaterThanOrEqual(j.start);
        finished++;
      }),
      { seed: 41, numRuns: 200 },
    );
    // the property is not vacuous: most runs reach a result, and many calls were refused
    expect(finished).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });
});
