import { describe, expect, it } from 'vitest';
import { clusterView, createSimulation, homogeneousPlatform, platform, validateJobs, type Job } from '../../src/engine/index';
import { fcfs } from '../../src/policies/index';
import { InvalidInputError } from '../../src/errors/index';

// Issue 39, point 6: unknown keys and job fields are refused with the allowed list, everywhere.
const rigid = { kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 10, estimate: 20 } as const;
const malleable = { kind: 'malleable', id: 'm', submit: 0, mass: 10, alpha: 1, data: 0, minServers: 1, maxServers: 2 } as const;
const p2 = homogeneousPlatform({ servers: 2 });

function refused(fn: () => unknown, pattern: RegExp): void {
  let error: unknown;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(InvalidInputError);
  expect((error as Error).message).toMatch(pattern);
}

describe('strict inputs (issue 39, point 6)', () => {
  it('createSimulation refuses unknown job fields, naming the job, the field and the allowed ones', () => {
    refused(() => createSimulation({ platform: p2, jobs: [rigid, { ...rigid, id: 'b', qos: 'gpu' } as unknown as Job] }), /^jobs\[1\]: unknown field "qos" for a rigid job \(allowed: kind, id, submit, processors, runtime, estimate, user, group, sigma, taskBandwidth, queue, partition\)/);
    refused(() => createSimulation({ platform: p2, jobs: [{ ...rigid, usr: 3 } as unknown as Job] }), /jobs\[0\]: unknown field "usr"/);
    refused(() => createSimulation({ platform: p2, jobs: [{ ...malleable, priority: 9 } as unknown as Job] }), /jobs\[0\]: unknown field "priority" for a malleable job \(allowed: kind, id, submit, mass, alpha, data, minServers, maxServers\)/);
    refused(() => validateJobs([{ ...rigid, wallclock: 3 } as unknown as Job]), /unknown field "wallclock"/);
  });

  it('a job set drawn from a workload is checked the same way', () => {
    const sim = createSimulation({ platform: p2, workload: { name: 'w', maxData: 0, generate: () => [{ ...rigid, nodes: 2 } as unknown as Job] } });
    refused(() => sim.run(fcfs()), /jobs\[0\]: unknown field "nodes"/);
  });

  it('accepts every documented field', () => {
    const jobs: Job[] = [{ ...rigid, user: 1, group: 2, sigma: 0.5, taskBandwidth: 0 }, malleable];
    expect(() => validateJobs(jobs, p2)).not.toThrow();
    expect(createSimulation({ platform: p2, jobs: [jobs[0] as Job] }).run(fcfs()).jobs.length).toBe(1);
  });

  it('RunHandle.submit refuses unknown fields', () => {
    const handle = createSimulation({ platform: p2, jobs: [rigid] }).start(fcfs());
    refused(() => handle.submit({ ...rigid, id: 'b', qos: 'gpu' } as unknown as Job), /^RunHandle\.submit: job: unknown field "qos"/);
    expect(handle.state).toBe('running'); // nothing was added: the run goes on with its one job
    expect(handle.finish().jobs.map((j) => j.id)).toEqual(['a']);
  });

  it('run and start refuse unknown options: { seeed: 3 } used to run with seed 0', () => {
    const sim = createSimulation({ platform: p2, jobs: [rigid] });
    refused(() => sim.run(fcfs(), { seeed: 3 } as never), /simulation\.run\/start\(options\): unknown option "seeed"; valid: seed, trace/);
    refused(() => sim.start(fcfs(), { traces: true } as never), /unknown option "traces"/);
  });

  it('platform refuses unknown cluster and link keys', () => {
    refused(() => platform([{ servers: 2, sped: 2 } as never]), /platform: clusters\[0\]: unknown option "sped"; valid: name, servers, speed, power/);
    refused(() => platform([{ servers: 2 }], { link: { bandwith: 3 } as never }), /platform: options\.link: unknown option "bandwith"/);
    refused(() => platform([null as never]), /clusters\[0\]: expected a cluster/);
  });

  it('clusterView refuses unknown keys of the state, its servers, running jobs and jobs', () => {
    const state = { now: 5, platform: p2, servers: [{ state: 'idle' }, { state: 'idle' }], queue: [rigid], running: [] } as const;
    expect(clusterView(state).queue.length).toBe(1);
    refused(() => clusterView({ ...state, waiting: [] } as never), /clusterView: state: unknown option "waiting"/);
    refused(() => clusterView({ ...state, servers: [{ state: 'idle' }, { state: 'idle', ready: 3 }] } as never), /clusterView: state\.servers\[1\]: unknown option "ready"; valid: state, readyAt/);
    refused(() => clusterView({ ...state, queue: [{ ...rigid, qos: 1 }] } as never), /clusterView: state\.queue\[0\]: unknown field "qos"/);
    const busy = { ...state, servers: [{ state: 'computing' }, { state: 'idle' }], queue: [] };
    refused(() => clusterView({ ...busy, running: [{ job: { ...rigid, usr: 1 }, start: 0, servers: [0] }] } as never), /state\.running\[0\]\.job: unknown field "usr"/);
    refused(() => clusterView({ ...busy, running: [{ job: rigid, start: 0, servers: [0], remaining: 1 }] } as never), /state\.running\[0\]: unknown option "remaining"/);
  });
});

describe('the job-field switches', () => {
  it('accept exactly the fields of the compiler-checked lists', async () => {
    const f = await import('../../src/engine/internals/jobFields');
    for (const k of f.MALLEABLE_JOB_FIELDS) expect(f.isMalleableField(k)).toBe(true);
    for (const k of f.RIGID_JOB_FIELDS) expect(f.isRigidField(k)).toBe(true);
    const all = new Set([...f.MALLEABLE_JOB_FIELDS, ...f.RIGID_JOB_FIELDS, 'nodes', 'qos', 'usr', 'constructor', 'toString', '']);
    for (const k of all) {
      expect(f.isMalleableField(k)).toBe(f.MALLEABLE_JOB_FIELDS.includes(k));
      expect(f.isRigidField(k)).toBe(f.RIGID_JOB_FIELDS.includes(k));
    }
  });
});
