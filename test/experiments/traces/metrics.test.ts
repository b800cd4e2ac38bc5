import { describe, it, expect } from 'vitest';
import { createSimulation, homogeneousPlatform, type JobRecord, type RigidJob } from '../../../src/engine/index';
import { fcfs } from '../../../src/policies/fcfs';
import { awrt } from '../../../src/experiments/traces/awrt';
import { traceUtilization } from '../../../src/experiments/traces/traceUtilization';
import { slowdowns } from '../../../src/experiments/traces/slowdowns';
import { traceMetrics } from '../../../src/experiments/traces/traceMetrics';
import { groupObjective } from '../../../src/experiments/traces/groupObjective';
import { userGroups } from '../../../src/experiments/traces/userGroups';
import { InvalidInputError } from '../../../src/errors/InvalidInputError';

// 2 processors. FCFS: a [0,10) on 2, b [10,15) on 1, c [10,14) on 1.
const jobs: RigidJob[] = [
  { kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 10, estimate: 10, user: 1 },
  { kind: 'rigid', id: 'b', submit: 0, processors: 1, runtime: 5, estimate: 5, user: 2 },
  { kind: 'rigid', id: 'c', submit: 2, processors: 1, runtime: 4, estimate: 4, user: 2 },
];
const rec = (id: string, submit: number, start: number, end: number, servers: number): JobRecord => ({
  id, kind: 'rigid', submit, start, end, servers, reconfigurations: 0, wait: start - submit, stretch: (end - submit) / (end - start), energy: 0,
});
const records = [rec('a', 0, 0, 10, 2), rec('b', 0, 10, 15, 1), rec('c', 2, 10, 14, 1)];

describe('rigid trace metrics (Franke et al. sec. 3.1)', () => {
  it('the engine produces the hand-made schedule', () => {
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs }).run(fcfs());
    expect(r.jobs.map((j) => [j.start, j.end])).toEqual(records.map((j) => [j.start, j.end]));
  });
  it('AWRT weights response times by p*m (eq. 2, 3)', () => {
    // weights 20, 5, 4; responses 10, 15, 12
    expect(awrt(jobs, records)).toBeCloseTo((200 + 75 + 48) / 29, 12);
    expect(awrt(jobs, records, (j) => j.user === 2)).toBeCloseTo(123 / 9, 12);
    expect(awrt(jobs, records, () => false)).toBeNaN();
  });
  it('U over [first start, last completion] (eq. 1)', () => {
    expect(traceUtilization(jobs, records, 2)).toBeCloseTo(29 / 30, 12);
  });
  it('slowdown, bounded slowdown, weighted slowdown (eq. 4, 5)', () => {
    const s = slowdowns(jobs, records);
    expect(s.mean).toBeCloseTo((1 + 3 + 3) / 3, 12);
    expect(s.meanBounded).toBeCloseTo((1 + 1.5 + 1.2) / 3, 12);
    expect(s.weighted).toBeCloseTo(323 / (200 + 25 + 16), 12);
  });
  it('traceMetrics and the 10 AWRT_1 + 4 AWRT_2 objective', () => {
    const groups = userGroups(jobs, { thresholds: [0.5] }); // user 1: 20/29, user 2: 9/29
    expect(groups.groupOfUser.get(1)).toBe(1);
    expect(groups.groupOfUser.get(2)).toBe(2);
    const m = traceMetrics(jobs, records, { machineSize: 2, groups, weights: [10, 4] });
    expect(m.awrtPerGroup[0]).toBeCloseTo(10, 12);
    expect(m.awrtPerGroup[1]).toBeCloseTo(123 / 9, 12);
    expect(m.jobsPerGroup).toEqual([1, 2]);
    expect(m.objective).toBeCloseTo(100 + (4 * 123) / 9, 10);
    expect(groupObjective([100, 200, NaN, NaN, NaN])).toBe(1800);
  });
  it('traceMetrics without groups: U, AWRT and slowdowns, no per-group fields (issue 28, point 5)', () => {
    const m = traceMetrics(jobs, records, { machineSize: 2 });
    expect(Object.keys(m).sort()).toEqual(['awrt', 'meanBoundedSlowdown', 'meanSlowdown', 'utilization', 'weightedSlowdown']);
    expect(m.awrt).toBeCloseTo((200 + 75 + 48) / 29, 12);
    expect(m.utilization).toBeCloseTo(29 / 30, 12);
    expect(m.meanBoundedSlowdown).toBeCloseTo((1 + 1.5 + 1.2) / 3, 12);
    expect(m.meanSlowdown).toBeCloseTo(7 / 3, 12);
    expect(m.weightedSlowdown).toBeCloseTo(323 / 241, 12);
    // with groups: the same values plus AWRT per group
    const g = traceMetrics(jobs, records, { machineSize: 2, groups: userGroups(jobs, { thresholds: [0.5] }) });
    expect({ awrt: g.awrt, utilization: g.utilization, meanBoundedSlowdown: g.meanBoundedSlowdown }).toEqual({ awrt: m.awrt, utilization: m.utilization, meanBoundedSlowdown: m.meanBoundedSlowdown });
    expect(g.awrtPerGroup).toHaveLength(2);
    // tau reaches the bounded slowdown: tau 5 -> a 10/10 = 1, b 15/5 = 3, c 12/5 = 2.4
    expect(traceMetrics(jobs, records, { machineSize: 2, tau: 5 }).meanBoundedSlowdown).toBeCloseTo((1 + 3 + 2.4) / 3, 12);
  });
  it('traceMetrics: bad options are typed errors, not a raw TypeError', () => {
    expect(() => traceMetrics(jobs, records, undefined as never)).toThrow(InvalidInputError);
    expect(() => traceMetrics(jobs, records, { machineSize: 2, weights: [1] })).toThrow(/options.weights weigh the AWRT of user groups; give options.groups too/);
    expect(() => traceMetrics(jobs, records, { machineSize: 2, groups: {} as never })).toThrow(/options.groups must be user groups from userGroups\(jobs\)/);
  });
  it('rejects records that do not match the jobs', () => {
    expect(() => awrt(jobs, records.slice(0, 2))).toThrow(InvalidInputError);
    expect(() => awrt(jobs, [records[1]!, records[0]!, records[2]!])).toThrow(/records\[0\]\.id/);
    expect(() => traceUtilization(jobs, records, 0)).toThrow(/machineSize/);
  });
});

describe('userGroups', () => {
  it('groups users by share of consumption with the default thresholds', () => {
    // shares: u1 0.6, u2 0.3, u3 0.06, u4 0.03, u5 0.005 (+ 0.005 u6), thresholds 5 %, 2 %, 1 %, 0.1 %
    const mk = (user: number, work: number): RigidJob => ({ kind: 'rigid', id: `j${user}`, submit: 0, processors: 1, runtime: work, estimate: work, user });
    const g = userGroups([mk(1, 600), mk(2, 300), mk(3, 60), mk(4, 30), mk(5, 5), mk(6, 5)]);
    expect([1, 2, 3, 4, 5, 6].map((u) => g.groupOfUser.get(u))).toEqual([1, 1, 1, 2, 4, 4]);
    expect(g.users).toEqual([3, 1, 0, 2, 0]);
    expect(g.shares[0]).toBeCloseTo(0.96, 12);
    expect(g.groupOf({ ...mk(99, 1) })).toBe(5);
  });
  it('rejects bad thresholds', () => {
    expect(() => userGroups(jobs, { thresholds: [0.1, 0.2] })).toThrow(/decreasing/);
    expect(() => userGroups(jobs, { thresholds: [1.5] })).toThrow(/\(0, 1\)/);
  });
});
