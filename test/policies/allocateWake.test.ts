import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, type RigidJob } from '../../src/engine/index';
import { easyBackfilling, fcfs, idleTimeout, withShutdown } from '../../src/policies/index';
import { InvalidInputError } from '../../src/errors/index';

const job = (id: string, submit: number, processors = 1, runtime = 100): RigidJob => ({ kind: 'rigid', id, submit, processors, runtime, estimate: runtime });

/**
 * A burst of four 1-processor jobs reaching a cluster whose four servers sleep (suspendTime 0 since
 * t = 0). Hand-computed with the platform's switch-on time ton: 'onDemand' wakes one server for the
 * head job and runs the burst one after another on it (the other three are asleep, and each next
 * head's earliest start is the previous job's end, before a woken server could be up);
 * 'allocate' (Slurm's reading) wakes one server per job and starts all four at 5000 + ton.
 */
describe("withShutdown wake: 'allocate' (Slurm resumes the nodes of every job it allocates)", () => {
  const platform = homogeneousPlatform({ servers: 4 });
  const ton = platform.clusters[0]!.power.switchOnDuration;
  // 'z' at t = 0 opens the run: the idle servers go to sleep at once (suspendTime 0), 'z''s at 10
  const jobs = [job('z', 0, 1, 10), ...['a', 'b', 'c', 'd'].map((id) => job(id, 5000))];
  const run = (wake: 'onDemand' | 'allocate' | undefined) => createSimulation({ platform, jobs }).run(withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 0 }), wake === undefined ? {} : { wake }));

  it('onDemand: one switch-on, the burst runs in a row', () => {
    const r = run('onDemand');
    expect(r.jobs.filter((j) => j.id !== 'z').map((j) => j.start)).toEqual([0, 100, 200, 300].map((d) => 5000 + ton + d));
    expect(r.metrics.switchOns).toBe(1);
    expect(r.policy).toBe('easyBackfilling+idle(0s)+wakeOnDemand');
  });

  it("the default is 'allocate' (issue 38, third round): the same starts and switch-ons", () => {
    const r = run(undefined);
    expect(r.jobs.filter((j) => j.id !== 'z').map((j) => j.start)).toEqual([1, 2, 3, 4].map(() => 5000 + ton));
    expect(r.metrics.switchOns).toBe(4);
    expect(r.policy).toBe('easyBackfilling+idle(0s)');
  });

  it('allocate: four switch-ons at 5000, all four start when their servers are up', () => {
    const r = run('allocate');
    expect(r.jobs.filter((j) => j.id !== 'z').map((j) => j.start)).toEqual([1, 2, 3, 4].map(() => 5000 + ton));
    expect(r.metrics.switchOns).toBe(4);
    expect(r.policy).toBe('easyBackfilling+idle(0s)');
  });

  it('allocate wakes only what the waiting jobs lack: a 3-server job with 1 server idle wakes 2; a job wider than the machine wakes none', () => {
    // server 0 stays busy until 6000 with a job started at 0; at 5000 a 3-server job arrives
    const r = createSimulation({ platform, jobs: [job('long', 0, 1, 6000), job('wide', 5000, 3)] }).run(withShutdown(fcfs(), idleTimeout({ suspendTime: 0 }), { wake: 'allocate' }));
    expect(r.metrics.switchOns).toBe(3); // the three asleep since t = 0: 'wide' needs 3, none is idle
    expect(r.jobs.find((j) => j.id === 'wide')?.start).toBe(5000 + ton);
    expect(() => withShutdown(fcfs(), idleTimeout({ suspendTime: 0 }), { wake: 'always' as never })).toThrow(/options.wake must be 'onDemand', 'reservation', 'allocate' or 'reservationAndAllocate', got "always"/);
    expect(() => withShutdown(fcfs(), idleTimeout({ suspendTime: 0 }), { wake: 'always' as never })).toThrow(InvalidInputError);
  });
});
