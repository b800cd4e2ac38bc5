import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, platform, powerOff, reconfigureJob, startJob, type RigidJob } from '../../src/engine/index';
import { InvalidInputError } from '../../src/errors/index';
import { easyBackfilling, fcfs } from '../../src/policies/index';
import { powerModel } from '../../src/power/index';
import {
  BATSIM_JOBS_COLUMNS,
  BATSIM_MACHINE_STATES_COLUMNS,
  batsimJobsCsv,
  batsimMachineStatesCsv,
  formatIntervalSet,
  parseIntervalSet,
  parseSwf,
  scheduleSwf,
} from '../../src/workload/index';
import { mjob, rjob, scripted } from '../helpers/scripted';

const P = { idle: 95, computing: 190.74 };

/** Parses our CSV output (no quoted cells in these tests) into header and rows. */
function table(csv: string): { header: string[]; rows: string[][] } {
  const [head, ...rest] = csv.trimEnd().split('\n');
  return { header: head!.split(','), rows: rest.map((l) => l.split(',')) };
}

describe('Batsim column names', () => {
  it("jobs.csv: Batsim's header, column for column", () => {
    // Copied from Batsim 5.0.0-rc2 (github.com/oar-team/batsim, tag v5.0.0-rc2, commit ba7ea85f),
    // src/export.cpp, JobsTracer::initialize (`_job_keys`); the same order as docs/output-jobs.rst.
    const batsim =
      'job_id,workload_name,profile,submission_time,requested_number_of_resources,requested_time,success,final_state,' +
      'starting_time,execution_time,finish_time,waiting_time,turnaround_time,stretch,allocated_resources,consumed_energy,metadata';
    expect(BATSIM_JOBS_COLUMNS.join(',')).toBe(batsim);
    const result = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: [rjob('1', 0, 1, 5)] }).run(fcfs(), { trace: true });
    expect(batsimJobsCsv(result).split('\n')[0]).toBe(batsim);
  });

  it("machine_states.csv: Batsim's header", () => {
    // Batsim 5.0.0-rc2, src/export.cpp, MachineStateTracer::set_filename: "time," + "nb_" + the names of
    // machine_state_to_string (src/machines.cpp) for SLEEPING, TRANSITING_FROM_SLEEPING_TO_COMPUTING,
    // TRANSITING_FROM_COMPUTING_TO_SLEEPING, IDLE, COMPUTING; docs/output-machines.rst lists the same fields.
    const batsim = 'time,nb_sleeping,nb_switching_on,nb_switching_off,nb_idle,nb_computing';
    expect(BATSIM_MACHINE_STATES_COLUMNS.join(',')).toBe(batsim);
    const result = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: [rjob('1', 0, 1, 5)] }).run(fcfs(), { trace: true });
    expect(batsimMachineStatesCsv(result).split('\n')[0]).toBe(batsim);
  });
});

describe('interval sets (Batsim docs/interval-set.rst)', () => {
  it('the canonical form by hand', () => {
    expect(formatIntervalSet([0, 1, 2, 3, 7])).toBe('0-3 7');
    expect(formatIntervalSet([7, 3, 1, 2, 3, 5])).toBe('1-3 5 7'); // the documentation's example, unsorted with a duplicate
    expect(formatIntervalSet([4])).toBe('4');
    expect(formatIntervalSet([])).toBe('');
    expect(parseIntervalSet('1-3 5 7')).toEqual([1, 2, 3, 5, 7]);
    // the other representations the documentation lists for the same set
    for (const text of ['1-2 3 5 7', '1 2 3 5 7', '1-2 1-3 5 7', '5 2-2 7 1-3']) expect(parseIntervalSet(text)).toEqual([1, 2, 3, 5, 7]);
    expect(parseIntervalSet('')).toEqual([]);
  });

  it('round trip: format(parse(canonical)) and parse(format(set)) (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 60 }), (servers) => {
        const text = formatIntervalSet(servers);
        const set = [...new Set(servers)].sort((a, b) => a - b);
        expect(parseIntervalSet(text)).toEqual(set);
        expect(formatIntervalSet(parseIntervalSet(text))).toBe(text);
        // canonical: sorted, disjoint, maximal intervals
        const bounds = text === '' ? [] : text.split(' ').map((t) => t.split('-').map(Number));
        for (let k = 1; k < bounds.length; k++) expect(bounds[k]![0]!).toBeGreaterThan(bounds[k - 1]!.at(-1)! + 1);
      }),
      { seed: 28, numRuns: 300 },
    );
  });

  it('bad input is a typed error naming the token or entry', () => {
    expect(() => parseIntervalSet('0-3 x')).toThrow(/"x" in "0-3 x" is not an interval/);
    expect(() => parseIntervalSet('5-2')).toThrow(InvalidInputError);
    expect(() => parseIntervalSet('-1')).toThrow(InvalidInputError);
    expect(() => parseIntervalSet('0-1e9')).toThrow(InvalidInputError);
    expect(() => parseIntervalSet('0-99999999')).toThrow(/more than 10000000 indices/);
    expect(() => formatIntervalSet([1, -2])).toThrow(/servers\[1\] must be a non-negative integer, got -2/);
    expect(() => formatIntervalSet([0.5])).toThrow(InvalidInputError);
  });
});

describe('batsimJobsCsv and batsimMachineStatesCsv on a tiny run, checked by hand', () => {
  // 4 servers, EASY: job 10 (3 procs, 100 s, estimate 120) at 0 on 0-2; job 11 (2 procs, 50 s) at 5
  // waits for 10 and runs 100..150 on 0-1; job 12 (1 proc, 20 s, estimate 30) at 6 is backfilled on server 3.
  const jobs: RigidJob[] = [rjob('10', 0, 3, 100, 120), rjob('11', 5, 2, 50, 60), rjob('12', 6, 1, 20, 30)];
  const plat = homogeneousPlatform({ servers: 4 });
  const result = createSimulation({ platform: plat, jobs }).run(easyBackfilling(), { trace: true });

  it('jobs.csv: every column of every job', () => {
    const { rows } = table(batsimJobsCsv(result, { jobs, platform: plat, workloadName: 'tiny' }));
    expect(rows).toEqual([
      ['10', 'tiny', 'rigid', '0', '3', '120', '1', 'COMPLETED_SUCCESSFULLY', '0', '100', '100', '0', '100', '1', '0-2', String(3 * 100 * P.computing), ''],
      ['11', 'tiny', 'rigid', '5', '2', '60', '1', 'COMPLETED_SUCCESSFULLY', '100', '50', '150', '95', '145', String(145 / 50), '0-1', String(2 * 50 * P.computing), ''],
      ['12', 'tiny', 'rigid', '6', '1', '30', '1', 'COMPLETED_SUCCESSFULLY', '6', '20', '26', '0', '20', '1', '3', String(20 * P.computing), ''],
    ]);
  });

  it('jobs.csv without jobs and platform: requested_time and consumed_energy are -1', () => {
    const { rows } = table(batsimJobsCsv(result));
    expect(rows.map((r) => [r[1], r[5], r[15]])).toEqual([
      ['schedlab', '-1', '-1'],
      ['schedlab', '-1', '-1'],
      ['schedlab', '-1', '-1'],
    ]);
  });

  it('machine_states.csv: the counts at every change', () => {
    const { rows } = table(batsimMachineStatesCsv(result));
    expect(rows).toEqual([
      ['0', '0', '0', '0', '1', '3'], // 0-2 computing, 3 idle
      ['6', '0', '0', '0', '0', '4'], // job 12 on server 3
      ['26', '0', '0', '0', '1', '3'],
      ['100', '0', '0', '0', '2', '2'], // job 11 on 0-1
    ]);
  });

  it('power states: a powered-off server is sleeping, then switching on (paper power model)', () => {
    // server 1 powered off at 0 for 400 s: switching off 6.1 s, off, switching on from 400 - 151.52, idle at 400;
    // job a runs on server 0 for 500 s.
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs: [rjob('a', 0, 1, 500)] }).run(
      scripted((v) => (v.now === 0 ? [startJob('a', [0]), powerOff([1], 400)] : [])),
      { trace: true },
    );
    expect(table(batsimMachineStatesCsv(r)).rows).toEqual([
      ['0', '0', '0', '1', '0', '1'],
      ['6.1', '1', '0', '0', '0', '1'],
      [String(400 - 151.52), '0', '1', '0', '0', '1'],
      ['400', '0', '0', '0', '1', '1'],
    ]);
  });

  it('every row of machine_states.csv sums to the servers, on random EASY runs (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ submit: fc.integer({ min: 0, max: 300 }), processors: fc.integer({ min: 1, max: 5 }), runtime: fc.integer({ min: 1, max: 200 }) }), { minLength: 1, maxLength: 20 }),
        (specs) => {
          const js = specs.map((s, i) => rjob(String(i + 1), s.submit, s.processors, s.runtime));
          const r = createSimulation({ platform: homogeneousPlatform({ servers: 5 }), jobs: js }).run(easyBackfilling(), { trace: true });
          const { rows } = table(batsimMachineStatesCsv(r));
          let previous = -Infinity;
          for (const row of rows) {
            expect(row.slice(1).reduce((s, x) => s + Number(x), 0)).toBe(5);
            expect(Number(row[0])).toBeGreaterThan(previous);
            previous = Number(row[0]);
          }
          // the computing server-seconds of the series equal the jobs' processor-seconds
          let busy = 0;
          for (let k = 0; k < rows.length; k++) busy += Number(rows[k]![5]) * ((k + 1 < rows.length ? Number(rows[k + 1]![0]) : r.metrics.makespan + Number(rows[0]![0])) - Number(rows[k]![0]));
          expect(busy).toBeCloseTo(js.reduce((s, j) => s + j.processors * j.runtime, 0), 6);
        },
      ),
      { seed: 28, numRuns: 60 },
    );
  });

  it('a reconfigured malleable job: first allocation in the columns, its history in metadata, energy over all intervals', () => {
    // mass 600 on server 0, grown to 0-3 at t = 100 (T = 100/4 * 3 = 75 s), then 500 / 4 = 125 s: ends at 300.
    const ms = [mjob('a', 0, 600, { data: 100, maxServers: 4 }), mjob('tick', 100, 1)];
    const plat5 = homogeneousPlatform({ servers: 5 });
    const r = createSimulation({ platform: plat5, jobs: ms }).run(
      scripted((v) => {
        if (v.now === 0) return [startJob('a', [0])];
        if (v.now === 100) return [startJob('tick', [4]), reconfigureJob('a', [0, 1, 2, 3])];
        return [];
      }),
      { trace: true },
    );
    const { rows } = table(batsimJobsCsv(r, { jobs: ms, platform: plat5 }));
    const a = rows[0]!;
    expect(a.slice(0, 6)).toEqual(['a', 'schedlab', 'malleable', '0', '1', '-1']);
    expect(a.slice(8, 15)).toEqual(['0', '300', '300', '0', '300', '1', '0']);
    expect(Number(a[15])).toBeCloseTo(100 * P.computing + 200 * 4 * P.computing, 9);
    expect(a[16]).toBe('allocations=0:0;100:0-3');
    expect(rows[1]![16]).toBe('');
  });

  it('heterogeneous power: each server at its own computing power', () => {
    const het = platform([
      { servers: 1, power: powerModel({ computing: 100 }) },
      { servers: 1, power: powerModel({ computing: 300 }) },
    ]);
    const js = [rjob('x', 0, 2, 10)];
    const r = createSimulation({ platform: het, jobs: js }).run(fcfs(), { trace: true });
    expect(table(batsimJobsCsv(r, { platform: het })).rows[0]![15]).toBe(String(10 * (100 + 300)));
  });

  it('ids with commas or quotes are quoted (RFC 4180)', () => {
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: [rjob('a,"b"', 0, 1, 5)] }).run(fcfs(), { trace: true });
    expect(batsimJobsCsv(r).split('\n')[1]!.startsWith('"a,""b""",schedlab,')).toBe(true);
  });

  it('bad input: typed errors that say what is wrong', () => {
    const untraced = createSimulation({ platform: plat, jobs }).run(fcfs());
    expect(() => batsimJobsCsv(untraced)).toThrow(/has no trace .* run the simulation with \{ trace: true \}/);
    expect(() => batsimMachineStatesCsv(untraced)).toThrow(InvalidInputError);
    expect(() => batsimJobsCsv(result, { jobs: jobs.slice(1) })).toThrow(/options.jobs must be the simulated jobs \(3 in result.jobs\), got 2 jobs/);
    expect(() => batsimJobsCsv(result, { jobs: [jobs[1]!, jobs[0]!, jobs[2]!] })).toThrow(/options.jobs\[0\] has id "11" but result.jobs\[0\] is "10"/);
    expect(() => batsimJobsCsv(result, { platform: homogeneousPlatform({ servers: 2 }) })).toThrow(/ran on server 2, which options.platform does not have \(2 servers\)/);
    expect(() => scheduleSwf(null as never)).toThrow(/expected a SimulationResult/);
  });
});

describe('scheduleSwf: the schedule as SWF, read back by our own reader', () => {
  it('the tiny run, line by line', () => {
    const jobs: RigidJob[] = [{ ...rjob('10', 0, 3, 100, 120), user: 4, group: 2 }, rjob('11', 5, 2, 50, 60), rjob('12', 6, 1, 20, 30)];
    const plat = homogeneousPlatform({ servers: 4 });
    const text = scheduleSwf(createSimulation({ platform: plat, jobs }).run(easyBackfilling(), { seed: 3 }), { jobs, platform: plat });
    expect(text.split('\n')).toEqual([
      '; Version: 2.2',
      '; Computer: schedlab simulation',
      '; Note: schedule simulated by schedlab: policy easyBackfilling, seed 3',
      '; MaxJobs: 3',
      '; MaxRecords: 3',
      '; MaxNodes: 4',
      '; MaxProcs: 4',
      '10 0 0 100 3 -1 -1 3 120 -1 1 4 2 -1 -1 -1 -1 -1',
      '11 5 95 50 2 -1 -1 2 60 -1 1 -1 -1 -1 -1 -1 -1 -1',
      '12 6 0 20 1 -1 -1 1 30 -1 1 -1 -1 -1 -1 -1 -1 -1',
      '',
    ]);
    const back = parseSwf(text, { records: true });
    expect(back.header.maxProcs).toBe(4);
    expect(back.header.notes).toEqual(['schedule simulated by schedlab: policy easyBackfilling, seed 3']);
    expect(back.jobs).toEqual(jobs);
    expect(back.records!.map((x) => x.submitTime + x.waitTime)).toEqual([0, 100, 6]); // start = submit + wait
  });

  it('write -> read gives the same jobs, for random traces and schedulers (property)', () => {
    const jobArb = fc.record({
      submit: fc.integer({ min: 0, max: 10_000 }),
      processors: fc.integer({ min: 1, max: 8 }),
      runtime: fc.integer({ min: 1, max: 5_000 }),
      over: fc.integer({ min: 0, max: 3_000 }),
      user: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(jobArb, { minLength: 1, maxLength: 30 }), fc.constantFrom('fcfs', 'easy'), fc.integer({ min: 1, max: 10_000 }), (specs, name, base) => {
        const jobs: RigidJob[] = specs.map((s, i) => ({
          ...rjob(String(base + i), s.submit, s.processors, s.runtime, s.runtime + s.over),
          ...(s.user === undefined ? {} : { user: s.user }),
        }));
        const plat = homogeneousPlatform({ servers: 8 });
        const result = createSimulation({ platform: plat, jobs }).run(name === 'fcfs' ? fcfs() : easyBackfilling());
        const back = parseSwf(scheduleSwf(result, { jobs, platform: plat }), { records: true });
        expect(back.rejected).toEqual([]);
        const bySubmit = jobs.map((j, i) => [j, i] as const).sort((a, b) => a[0].submit - b[0].submit || a[1] - b[1]);
        expect(back.jobs).toEqual(bySubmit.map(([j]) => j));
        // the schedule too: start = submit + wait, end = start + run time
        back.records!.forEach((rec, k) => {
          const r = result.jobs[bySubmit[k]![1]]!;
          expect(rec.submitTime + rec.waitTime).toBe(r.start);
          expect(rec.submitTime + rec.waitTime + rec.runTime).toBe(r.end);
        });
      }),
      { seed: 28, numRuns: 80 },
    );
  });

  it('ids that are not job numbers: numbered 1.. in job order, with a header note', () => {
    const jobs = [rjob('b', 5, 1, 10), rjob('a', 0, 1, 10)];
    const back = parseSwf(scheduleSwf(createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs }).run(fcfs())));
    expect(back.jobs.map((j) => [j.id, j.submit])).toEqual([
      ['2', 0],
      ['1', 5],
    ]);
    expect(back.header.notes[1]).toMatch(/job numbers are 1, 2, \.\.\. in the order of the simulated jobs/);
  });

  it('malleable jobs: a rigid line on the first server count spanning the reconfigurations', () => {
    const ms = [mjob('1', 0, 600, { data: 100, maxServers: 4 }), mjob('2', 100, 1)];
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 5 }), jobs: ms }).run(
      scripted((v) => {
        if (v.now === 0) return [startJob('1', [0])];
        if (v.now === 100) return [startJob('2', [4]), reconfigureJob('1', [0, 1, 2, 3])];
        return [];
      }),
    );
    const back = parseSwf(scheduleSwf(r, { jobs: ms }));
    expect(back.jobs[0]).toEqual({ kind: 'rigid', id: '1', submit: 0, processors: 1, runtime: 300, estimate: 300 });
  });
});
