import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TINY_SWF } from '../helpers/tinySwf';
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import { InvalidInputError } from '../../src/errors/index';
import {
  chhabraRunsOn,
  compareDupontSetups,
  DUPONT_SETUPS,
  dupontProfile,
  dupontSetup,
  generateJobSet,
  jobSetSeeds,
  loadTrace,
  policyByName,
  POLICY_NAMES,
  runSetups,
  simulateJobFile,
  simulateTrace,
} from '../../src/experiments/index';
import { easyBackfilling } from '../../src/policies/index';
import { seedStreams } from '../../src/random/index';
import { googleLikeWorkload, parseJobs, writeJobs } from '../../src/workload/index';

/**
 * The experiments functions behind the CLI commands (`simulate`, `compare`, `generate`): a library
 * user gets what the CLI prints without the CLI. Each is checked against the same computation
 * written out with the lower modules.
 */
const dir = mkdtempSync(join(tmpdir(), 'schedlab-commands-'));

describe('policyByName', () => {
  it('resolves every listed name, case-insensitively, and refuses others naming the valid ones', () => {
    expect(POLICY_NAMES).toEqual([...DUPONT_SETUPS, 'fcfs', 'list', 'easy', 'easy-sjf', 'conservative', 'energy-bf']);
    expect(policyByName('EASY').name).toBe(easyBackfilling().name);
    expect(policyByName('swarm2').name).toBe('Swarm2');
    for (const name of POLICY_NAMES) expect(typeof policyByName(name).decide).toBe('function');
    expect(() => policyByName('nope')).toThrow(InvalidInputError);
    expect(() => policyByName('nope')).toThrow(/unknown policy "nope"; expected one of FIFO, .*conservative/);
  });
});

describe('generateJobSet', () => {
  it('draws the set a simulation over the workload replays with the same seed, and writes it', () => {
    const out = join(dir, 'set.json');
    const set = generateJobSet({ servers: 10, jobs: 30, seed: 5, out });
    expect(set.jobs).toEqual(googleLikeWorkload({ servers: 10, jobs: 30 }).generate(seedStreams(5).workload));
    expect(parseJobs(set.json)).toEqual(set.jobs);
    expect(readFileSync(out, 'utf8')).toBe(set.json);
    const run = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload({ servers: 10, jobs: 30 }) }).run(dupontSetup('FIFO'), { seed: 5 });
    expect(run.jobs.map((j) => j.submit)).toEqual(set.jobs.map((j) => j.submit));
  });

  it('refuses bad workload options before writing anything', () => {
    const out = join(dir, 'bad.json');
    expect(() => generateJobSet({ servers: 0, out })).toThrow(InvalidInputError);
    expect(existsSync(out)).toBe(false);
  });
});

describe('compareDupontSetups', () => {
  it('equals runSetups over the ten setups on jobSetSeeds(seed, sets)', () => {
    const ours = compareDupontSetups({ sets: 3, servers: 6, seed: 9, setupOptions: { randomParametersSeed: 4 } });
    const byHand = runSetups({
      platform: homogeneousPlatform({ servers: 6 }),
      workload: googleLikeWorkload({ servers: 6 }),
      setups: DUPONT_SETUPS.map((n) => [n, dupontSetup(n, { randomParametersSeed: 4 })] as const),
      seeds: jobSetSeeds(9, 3),
    });
    expect(ours).toEqual(byHand);
  });

  it('refuses sets or servers out of range', () => {
    expect(() => compareDupontSetups({ sets: 0 })).toThrow(/options.sets must be an integer >= 1, got 0/);
    expect(() => compareDupontSetups({ servers: 1.5 })).toThrow(/options.servers must be an integer >= 2, got 1.5/);
  });
});

describe('chhabraRunsOn', () => {
  it('refuses a group size that is not an integer >= 1 (it would never drain its queue)', () => {
    const evaluatorFor = () => ({ evaluate: async () => {}, close: async () => {} });
    for (const g of [0, -1, 1.5, Number.NaN]) expect(() => chhabraRunsOn(evaluatorFor, g)).toThrow(/chhabraRunsOn: groupSize must be an integer >= 1/);
    expect(() => chhabraRunsOn(undefined as never)).toThrow(/evaluatorFor must be a function/);
  });
});

describe('simulateJobFile', () => {
  const file = join(dir, 'jobs.json');
  const jobs = googleLikeWorkload({ servers: 4, jobs: 12 }).generate(seedStreams(2).workload);
  writeJobs(file, jobs);

  it('is createSimulation + run over the file, under either profile', () => {
    const paper = simulateJobFile(file, { servers: 4, policy: 'Swarm1', seed: 3 });
    const byHand = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs }).run(dupontSetup('Swarm1'), { seed: 3 });
    expect(paper).toEqual(byHand);
    const profile = dupontProfile('authors2020');
    const authors = simulateJobFile(file, { servers: 4, policy: 'FIFO-Poff', profile: 'authors2020' });
    const authorsByHand = createSimulation({ platform: profile.platform(4), jobs, ...profile.simulation }).run(dupontSetup('FIFO-Poff', profile.setup), { seed: 0 });
    expect(authors).toEqual(authorsByHand);
  });

  it('names the option for bad options, before reading anything', () => {
    expect(() => simulateJobFile(file, { servers: 0, policy: 'FIFO' })).toThrow(/simulateJobFile: options.servers must be an integer >= 1, got 0/);
    expect(() => simulateJobFile(file, undefined as never)).toThrow(/^simulateJobFile\(options\): expected an options object, got undefined$/);
    expect(() => simulateJobFile(file, { servers: 4, policy: undefined as never })).toThrow(InvalidInputError);
  });

  it('refuses a decision interval under a profile with its own clock, and names a bad file', () => {
    expect(() => simulateJobFile(file, { servers: 4, policy: 'FIFO', profile: 'authors2020', decisionInterval: 5 })).toThrow(/conflicts with profile authors2020 \(which decides every 10 s\)/);
    expect(() => simulateJobFile(join(dir, 'missing.json'), { servers: 4, policy: 'FIFO' })).toThrow(/missing\.json: cannot read/);
  });
});

describe('simulateTrace and loadTrace', () => {
  // the trace of test/cli/simulate.test.ts: FCFS runs job 1 at 0..100, 2 at 100..150, 3 at 100..130
  const swf = join(dir, 'tiny.swf');
  writeFileSync(swf, TINY_SWF);

  it('replays the trace and gives the hand-computed metrics', async () => {
    const r = await simulateTrace(swf, { policy: 'fcfs' });
    expect(r.processors).toBe(4);
    expect(r.result.jobs.map((j) => [j.start, j.end])).toEqual([[0, 100], [100, 150], [100, 130]]);
    expect(r.rejected.map((x) => x.line)).toEqual([5]);
    expect(r.metrics.awrt).toBeCloseTo((400 * 100 + 100 * 140 + 60 * 110) / 560, 9);
    expect(r.metrics.meanWait).toBeCloseTo((0 + 90 + 80) / 3, 12);
    expect(r.metrics.makespan).toBe(150);
    // utilization: work 400 + 100 + 60 = 560 processor-seconds over 4 processors x 150 s
    expect(r.metrics.utilization).toBeCloseTo(560 / 600, 12);
  });

  it('refuses a trace without a machine size, and one that keeps too few jobs, naming the file', async () => {
    const bare = join(dir, 'bare.swf');
    writeFileSync(bare, '1 0 -1 100 4 -1 -1 4 100 -1 1 1 1 -1 -1 -1 -1 -1\n');
    await expect(simulateTrace(bare, { policy: 'fcfs' })).rejects.toThrow(/bare\.swf has no MaxProcs or MaxNodes header/);
    expect((await simulateTrace(bare, { policy: 'fcfs', processors: 4 })).result.jobs).toHaveLength(1);
    await expect(loadTrace(swf, { minJobs: 4 })).rejects.toThrow(/tiny\.swf: 3 job\(s\) kept, at least 4 needed \(1 line\(s\) rejected, the first \(line 5\): run time/);
    await expect(loadTrace(swf, { minJobs: -1 })).rejects.toThrow(InvalidInputError);
    await expect(simulateTrace(swf, { policy: 'fcfs', processors: 0 })).rejects.toThrow(/simulateTrace: options.processors must be an integer >= 1, got 0/);
    await expect(simulateTrace(swf, undefined as never)).rejects.toThrow(/^simulateTrace\(options\): expected an options object, got undefined$/);
    await expect(simulateTrace(swf, { policy: 42 as never })).rejects.toThrow(InvalidInputError);
  });
});
