import { describe, expect, it } from 'vitest';
import {
  createSimulation,
  homogeneousPlatform,
  platform as hplatform,
  powerOff,
  reconfigureJob,
  startJob,
  type Decision,
  type Job,
  type Platform,
} from '../../src/engine/index';
import { powerModel } from '../../src/power/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { mjob, rjob, scripted } from '../helpers/scripted';

/** Runs `first` decisions at t=0 and `later` at the next scheduling point. */
function attempt(first: Decision[], later: Decision[] = [], jobs: Job[] = [mjob('a', 0, 100, { minServers: 2, maxServers: 3 }), mjob('b', 0, 100)]) {
  const sim = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs });
  let calls = 0;
  return () =>
    sim.run(
      scripted(() => {
        calls++;
        return calls === 1 ? first : calls === 2 ? later : [];
      }),
    );
}

function expectError(fn: () => unknown, pattern: RegExp, job?: string, servers?: number[]) {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(SimulationError);
    const err = e as SimulationError;
    expect(err.message).toMatch(pattern);
    expect(err.message).toMatch(/^t=\d/);
    if (job !== undefined) expect(err.job).toBe(job);
    if (servers !== undefined) expect(err.servers).toEqual(servers);
    return;
  }
  throw new Error('expected a SimulationError');
}

describe('engine validates every decision', () => {
  it('start on a busy server', () => {
    expectError(attempt([startJob('a', [0, 1]), startJob('b', [1])]), /server 1 is busy with job "a"/, 'b', [1]);
  });
  it('start on a switching or powered-off server', () => {
    expectError(attempt([powerOff([3], 500), startJob('b', [3])]), /server 3 is switchingOff \(idle again at 500 s\)/, 'b');
  });
  it('start with more servers than max or fewer than min', () => {
    expectError(attempt([startJob('a', [0, 1, 2, 3])]), /4 servers is more than the job's maximum 3/, 'a');
    expectError(attempt([startJob('a', [0])]), /1 server is fewer than the job's minimum 2/, 'a');
  });
  it('start of a job twice, an unknown job, a non-existent or repeated server', () => {
    expectError(attempt([startJob('b', [0]), startJob('b', [1])]), /already running/, 'b');
    expectError(attempt([startJob('zz', [0])]), /no job with id "zz"/);
    expectError(attempt([startJob('b', [4])]), /server 4 does not exist \(0\.\.3\)/, 'b');
    expectError(attempt([startJob('a', [0, 0])]), /server 0 is listed twice/, 'a');
  });
  it('start of a job not yet submitted', () => {
    const jobs = [mjob('a', 0, 10), mjob('late', 50, 10)];
    expectError(attempt([startJob('late', [0])], [], jobs), /has not been submitted yet/, 'late');
  });
  it('rigid jobs need exactly their processors and cannot be reconfigured', () => {
    const jobs = [rjob('r', 0, 2, 100), mjob('t', 10, 1)];
    expectError(attempt([startJob('r', [0])], [], jobs), /exactly 2 servers, got 1/, 'r');
    expectError(attempt([startJob('r', [0, 1])], [reconfigureJob('r', [0, 1, 2])], jobs), /the job is rigid/, 'r');
  });
  it('reconfiguring a job that is not running, or to an invalid set', () => {
    expectError(attempt([reconfigureJob('a', [0, 1])]), /not running/, 'a');
    const jobs = [mjob('a', 0, 100, { minServers: 2, maxServers: 3, data: 10 }), mjob('t', 10, 1)];
    expectError(attempt([startJob('a', [0, 1])], [reconfigureJob('a', [0, 2, 3])], jobs), /server 1 is missing/, 'a');
    expectError(attempt([startJob('a', [0, 1])], [reconfigureJob('a', [0, 1])], jobs), /already runs on 2 servers/, 'a');
    expectError(attempt([startJob('a', [0, 1, 2])], [reconfigureJob('a', [0])], jobs), /fewer than the job's minimum 2/, 'a');
    expectError(attempt([startJob('a', [0, 1])], [reconfigureJob('a', [0, 1, 2, 3])], jobs), /more than the job's maximum 3/, 'a');
  });
  it('reconfiguring a job that is already reconfiguring', () => {
    const jobs = [mjob('a', 0, 1000, { maxServers: 4, data: 1000 }), mjob('t', 10, 1), mjob('u', 11, 1)];
    expectError(
      attempt([startJob('a', [0])], [reconfigureJob('a', [0, 1]), reconfigureJob('a', [0, 1, 2])], jobs),
      /already reconfiguring/,
      'a',
    );
  });
  it('power-off shorter than switch-off + switch-on, or of a busy server', () => {
    expectError(attempt([powerOff([2], 157)]), /switch-off \+ switch-on time of server 2 \(157\.62 s\)/, undefined, [2]);
    expectError(attempt([startJob('b', [2]), powerOff([2], 900)]), /server 2 is busy/);
    expect(attempt([powerOff([2], 157.62), startJob('a', [0, 1]), startJob('b', [3])])).not.toThrow();
  });
  it('a policy that leaves jobs waiting with nothing pending is reported, not looped on', () => {
    expectError(attempt([]), /left 2 jobs waiting \(first "a"\)/, 'a');
  });
  it('unknown decision types are refused', () => {
    expectError(attempt([{ type: 'kill', job: 'a' } as unknown as Decision]), /unknown decision/);
  });
});

describe('createSimulation validates its input', () => {
  const platform = homogeneousPlatform({ servers: 4 });
  it('names the job index and field', () => {
    expect(() => createSimulation({ platform, jobs: [mjob('a', 0, 10), mjob('b', 0, 10, { alpha: 1.5 })] })).toThrow(
      /jobs\[1\]\.alpha: expected a number in \(0, 1\], got 1\.5/,
    );
    expect(() => createSimulation({ platform, jobs: [mjob('a', -1, 10)] })).toThrow(/jobs\[0\]\.submit/);
    expect(() => createSimulation({ platform, jobs: [mjob('a', 0, 0)] })).toThrow(/jobs\[0\]\.mass: expected a number in \(0, 1e12\] \(seconds\), got 0/);
    expect(() => createSimulation({ platform, jobs: [mjob('a', 0, 10, { minServers: 3, maxServers: 2 })] })).toThrow(
      /jobs\[0\]\.maxServers/,
    );
    expect(() => createSimulation({ platform, jobs: [mjob('a', 0, 10, { minServers: 5, maxServers: 6 })] })).toThrow(
      /at most the platform's 4 servers/,
    );
    expect(() => createSimulation({ platform, jobs: [mjob('a', 0, 10), mjob('a', 1, 10)] })).toThrow(/duplicate id "a"/);
    expect(() => createSimulation({ platform, jobs: [rjob('r', 0, 5, 10)] })).toThrow(/jobs\[0\]\.processors/);
  });
  it('refuses a hand-built platform whose fields disagree (the engine would mix clusters\' transition times)', () => {
    const two = hplatform([{ servers: 2 }, { servers: 3, power: powerModel({ switchOffDuration: 50 }) }]);
    expect(() => createSimulation({ platform: two, jobs: [mjob('a', 0, 10)] })).not.toThrow();
    const cases: Array<[Partial<Platform>, RegExp]> = [
      [{ serverCluster: [0, 1, 1, 1, 1] }, /serverCluster\[1\] is 1, expected 0/],
      [{ serverCluster: [0, 0, 1, 1] }, /serverCluster must list the cluster of each of the 5 servers, got 4 entries/],
      [{ serverCount: 6, serverCluster: [0, 0, 1, 1, 1, 1] }, /serverCount is 6, but the clusters hold 5 servers/],
      [{ clusters: [two.clusters[0]!, { ...two.clusters[1]!, firstServer: 1 }] }, /clusters\[1\]\.firstServer is 1, expected 2/],
      [{ clusters: [two.clusters[0]!, { ...two.clusters[1]!, index: 0 }] }, /clusters\[1\]\.index is 0, expected 1/],
    ];
    for (const [change, message] of cases) {
      expect(() => createSimulation({ platform: { ...two, ...change }, jobs: [mjob('a', 0, 10)] })).toThrow(message);
    }
  });
  it('refuses bad options', () => {
    expect(() => createSimulation({ platform, jobs: [], decisionInterval: 0 })).toThrow(InvalidInputError);
    expect(() => createSimulation({ platform })).toThrow(/exactly one of options.jobs and options.workload/);
    expect(() => homogeneousPlatform({ servers: 0 })).toThrow(/servers: expected an integer >= 1/);
    const sim = createSimulation({ platform, jobs: [mjob('a', 0, 10)] });
    expect(() => sim.run(scripted(() => []), { seed: -3 })).toThrow(/seed/);
  });
});
