import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homogeneousPlatform } from '../../src/engine/homogeneousPlatform';
import { ClusterState } from '../../src/engine/internals/ClusterState';
import { COMPUTING, IDLE, OFF, SWITCHING_ON } from '../../src/engine/internals/constants';
import { JobState } from '../../src/engine/internals/JobState';
import { RunningJobs } from '../../src/engine/internals/RunningJobs';
import { serverTables } from '../../src/engine/internals/ServerTables';
import type { RigidJob } from '../../src/engine/Job';

const CLOCK = { now: 0 };

/** The available servers by definition: idle and held by no job, ascending. */
function brute(c: ClusterState): number[] {
  const out: number[] = [];
  for (let s = 0; s < c.size; s++) if (c.state[s] === IDLE && c.holder[s] === -1) out.push(s);
  return out;
}

describe('ClusterState.availableServers', () => {
  // below 256 servers the list is rebuilt by a scan of the set's bits (32 servers per word: 32 and 33
  // end a word and start one), from 256 on by merging the changes into the
  // previous list (and by a scan again after more changes than an eighth of the servers)
  for (const servers of [7, 32, 33, 100, 256, 600]) {
    it(`is the idle unallocated servers in ascending order after any changes (${servers} servers)`, () => {
      const p = homogeneousPlatform({ servers });
      const op = fc.record({
        s: fc.nat({ max: servers - 1 }),
        kind: fc.constantFrom('state', 'assign', 'free', 'read'),
        state: fc.constantFrom(IDLE, OFF, SWITCHING_ON, COMPUTING),
        burst: fc.integer({ min: 1, max: servers }), // a run of consecutive servers, to pass the eighth
      });
      fc.assert(
        fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
          const c = new ClusterState(p, serverTables(p), false);
          let now = 0;
          let previous = c.availableServers;
          const kept = previous.slice();
          for (const o of ops) {
            now += 1;
            const n = o.burst > servers / 16 && o.s % 5 === 0 ? o.burst : 1;
            for (let k = 0; k < n; k++) {
              const s = (o.s + k) % servers;
              if (o.kind === 'state') c.setState(s, o.state, now);
              else if (o.kind === 'assign') c.assign(s, o.s, COMPUTING, now);
              else if (o.kind === 'free') c.assign(s, -1, IDLE, now);
            }
            if (o.kind === 'read' || o.s % 3 === 0) {
              const list = c.availableServers;
              expect(list).toEqual(brute(c));
              expect(previous).toEqual(kept); // a list a policy kept never changes
              if (list !== previous) {
                previous = list;
                kept.length = 0;
                kept.push(...list);
              }
            }
          }
          expect(c.availableServers).toEqual(brute(c));
        }),
        { numRuns: 60 },
      );
    });
  }
});

describe('RunningJobs', () => {
  it('is the running jobs in start order after starts and completions anywhere, holes closed before a read', () => {
    const job = (i: number): RigidJob => ({ kind: 'rigid', id: `j${i}`, submit: 0, processors: 1, runtime: 1, estimate: 1 });
    const op = fc.oneof(fc.constant('start' as const), fc.nat(), fc.constant('read' as const));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 1500, size: 'max' }), (ops) => {
        const list = new RunningJobs();
        const model: JobState[] = [];
        let started = 0;
        for (const o of ops) {
          if (o === 'start') {
            const st = new JobState(job(started), started++, CLOCK);
            list.push(st);
            model.push(st);
          } else if (o === 'read') {
            expect(list.dense()).toEqual(model);
          } else if (model.length > 0) {
            const [gone] = model.splice(o % model.length, 1);
            list.remove(gone!);
            expect(gone!.runSlot).toBe(-1);
          }
        }
        const dense = list.dense();
        expect(dense).toEqual(model);
        dense.forEach((st, i) => expect(st.runSlot).toBe(i));
        expect(list.dense()).toBe(dense); // the same live array
      }),
      { numRuns: 100 },
    );
  });

  it('refuses to remove a job it does not hold', () => {
    const list = new RunningJobs();
    const a = new JobState({ kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 1, estimate: 1 }, 0, CLOCK);
    list.push(a);
    list.remove(a);
    expect(() => list.remove(a)).toThrow(/does not hold job "a"/);
  });
});
