import { POLICY_NAMES, policyByName } from '../experiments/policyByName';
import { shutdownBySpec } from '../experiments/shutdownBySpec';
import { jobFileSimulation } from '../experiments/simulateJobFile';
import { simulationFiles } from '../experiments/simulationFiles';
import { simulateTrace, type TraceSimulation } from '../experiments/traces/simulateTrace';
import { simulateBatsimWorkload } from '../experiments/simulateBatsimWorkload';
import { writeReport } from '../plot/writeReport';
import { MAX_SEED } from '../random/createRng';
import { type FlagSpec, helpText, intFlag, parseFlags, positiveFlag } from './flags';
import { checkOutputDir } from './outputPath';
import { profileFlag } from './profileFlag';
import { formatTable } from './table';
import { UsageError } from './UsageError';
import { tracePath } from './tracePath';
import { powerFile } from './powerFile';
import { batsimPlatformFlag } from './batsimPlatformFlag';
import { bundledTraces } from '../traces/index';

/** The types of a run and of the writers' inputs, through experiments (the CLI imports neither engine nor workload). */
type SimulationResult = Parameters<typeof simulationFiles>[0];
type ScheduleExportOptions = NonNullable<Parameters<typeof simulationFiles>[1]>;

const FLAGS: readonly FlagSpec[] = [
  { name: 'jobs', type: 'string', value: 'FILE', help: 'job set in the JSON job-set format (see README)' },
  { name: 'swf', type: 'string', value: 'FILE|NAME', help: `a Standard Workload Format trace (plain, .gz or .br) of rigid jobs, instead of --jobs; or the name of a trace the package ships (${bundledTraces.map((t) => t.name).join(', ')})` },
  { name: 'batsim-workload', type: 'string', value: 'FILE', help: 'a Batsim JSON workload (nb_res servers; delay and parallel_homogeneous profiles), instead of --jobs; see docs/batsim.md' },
  { name: 'host-speed', type: 'string', value: 'FLOPS', help: 'with --batsim-workload: host speed in flop/s (a parallel_homogeneous job runs cpu / speed seconds)' },
  { name: 'platform', type: 'string', value: 'FILE', help: "with --batsim-workload: the Batsim energy platform (SimGrid XML) it runs on: the servers' power model (computing pstates, sleep states) and the host speed read from it (--host-speed wins); instead of --power" },
  { name: 'servers', type: 'string', value: 'N', help: 'number of identical servers (Dupont 2020 Table 1 power model); required with --jobs' },
  { name: 'processors', type: 'string', value: 'N', help: "with --swf: machine size (default: the trace header's MaxProcs, else MaxNodes)" },
  { name: 'policy', type: 'string', value: 'NAME', help: `one of: ${POLICY_NAMES.join(', ')}` },
  { name: 'walltime', type: 'string', value: 'kill|ignore', help: 'with --swf or --jobs: kill a rigid job at its requested time (SWF field 9, the JSON estimate) as a resource manager does, or replay its recorded run time (default ignore); see docs/resource-manager.md' },
  { name: 'shutdown', type: 'string', value: 'RULE', help: 'with --swf, --jobs or --batsim-workload: switch idle servers off by a rule and on when jobs need them (withShutdown): idle:S[:RATE] (Slurm idle timeout), breakeven[:F], keep:K[:S], each optionally @K (sleep state K) or @deepest; see docs/energy.md' },
  { name: 'shutdown-wake', type: 'string', value: 'MODE', help: "with --shutdown: which sleeping servers are switched on: allocate (default; Slurm: for every waiting job they are allocated to), on-demand (for the queue's head job only), reservation (the same, timed for its reservation) or reservation-and-allocate (the head job's timed, the other sleepers allocated to the jobs behind it: energyBackfilling's wakeForBackfill)" },
  { name: 'power', type: 'string', value: 'FILE', help: "with --swf or --batsim-workload: JSON file of the servers' power model (powerModel's options, e.g. sleepStates for --shutdown RULE@K; default: Dupont 2020 Table 1)" },
  { name: 'decision-interval', type: 'string', value: 'S', help: 'decide only every S seconds (default: at every event)' },
  { name: 'seed', type: 'string', value: 'N', help: 'seed of the policy stream (default 0)' },
  {
    name: 'profile',
    type: 'string',
    value: 'NAME',
    help: "with --jobs: paper (default) or authors2020 (the authors' simulator: 10 s clock ticks from 0, their power constants and step options; see docs/reproduction.md)",
  },
  { name: 'json', type: 'boolean', help: 'print one JSON object { jobs, metrics } instead of a summary' },
  { name: 'jobs-table', type: 'boolean', help: 'also print the per-job table (submit, start, end, servers, ...) before the metrics' },
  {
    name: 'out',
    type: 'string',
    value: 'DIR',
    help: 'also write jobs.csv, machine_states.csv and pstate_changes.csv (Batsim/evalys), schedule.swf, result.json, metrics.csv and report.html into DIR, all or nothing (a new or empty directory, or one this command wrote; see docs/formats.md)',
  },
];

export const SIMULATE_HELP = helpText(
  'Usage: schedlab simulate --jobs FILE.json --servers N --policy NAME [--decision-interval S] [--seed N] [--profile NAME] [--walltime kill] [--shutdown RULE] [--power FILE] [--json] [--jobs-table] [--out DIR]\n' +
    '       schedlab simulate --swf FILE|NAME [--processors N] --policy fcfs|list|easy|easy-sjf|conservative|energy-bf|... [--walltime kill] [--shutdown RULE] [--power FILE] [--json] [--jobs-table] [--out DIR]\n' +
    '       schedlab simulate --batsim-workload FILE [--host-speed FLOPS] [--platform FILE | --power FILE] --policy fcfs|easy|conservative|... [--shutdown RULE] [--json] [--jobs-table] [--out DIR]',
  'Runs one simulation of a job set under a policy and prints its metrics (the per-job table with --jobs-table; the schedule as files with --out DIR).',
  FLAGS,
);

/** Builds the --json object of `schedlab simulate`. */
export function simulateJson(result: SimulationResult): object {
  const m = result.metrics;
  return {
    jobs: result.jobs.map((j) => ({
      id: j.id,
      submit: j.submit,
      start: j.start,
      end: j.end,
      servers: j.servers,
      reconfigurations: j.reconfigurations,
      ...(j.state === undefined ? {} : { state: j.state, work: j.work }),
    })),
    metrics: {
      meanStretch: m.meanStretch,
      normalizedMeanPower: m.normalizedMeanPower,
      cost: m.cost,
      energy: m.energy,
      makespan: m.makespan,
      reconfigurations: m.reconfigurations,
      powerOffs: m.powerOffs,
      meanWait: m.meanWait,
      utilization: m.utilization,
      meanPower: m.meanPower,
      meanTurnaround: m.meanTurnaround,
      meanBoundedSlowdown: m.meanBoundedSlowdown,
      maxBoundedSlowdown: m.maxBoundedSlowdown,
      ...energyJson(m),
      ...(m.killedJobs === undefined ? {} : { killedJobs: m.killedJobs, lostWork: m.lostWork, lostProcessorSeconds: m.lostProcessorSeconds }),
    },
    seed: result.seed,
    policy: result.policy,
  };
}

/** `schedlab simulate`: resolves to the text to print. */
export async function simulate(argv: readonly string[]): Promise<string> {
  const f = parseFlags('simulate', argv, FLAGS);
  if (f['help'] === true) return SIMULATE_HELP;
  if (typeof f['swf'] === 'string' && f['jobs'] !== undefined) throw new UsageError('simulate: give --jobs or --swf, not both');
  if (typeof f['policy'] !== 'string') throw new UsageError('simulate: --policy NAME is required');
  if (f['shutdown-wake'] !== undefined && f['shutdown'] === undefined) throw new UsageError('simulate: --shutdown-wake goes with --shutdown');
  const walltime = f['walltime'];
  if (walltime !== undefined && typeof f['batsim-workload'] === 'string') throw new UsageError('simulate: --walltime goes with --swf or --jobs (rigid jobs with requested times)');
  if (walltime !== undefined && walltime !== 'kill' && walltime !== 'ignore') throw new UsageError(`simulate: --walltime expects kill or ignore, got "${String(walltime)}"`);
  if (typeof f['swf'] === 'string' && f['profile'] !== undefined) throw new UsageError('simulate: --profile goes with --jobs (it sets the Dupont 2020 simulator; --swf runs rigid jobs)');
  if (typeof f['batsim-workload'] === 'string') {
    for (const other of ['jobs', 'swf', 'profile', 'servers', 'processors']) {
      if (f[other] !== undefined) throw new UsageError(`simulate: --${other} does not go with --batsim-workload (its nb_res sets the servers; its jobs are rigid)`);
    }
    const file = f['batsim-workload'];
    const given = positiveFlag('simulate', 'host-speed', f['host-speed'], Number.MAX_VALUE);
    if (typeof f['platform'] === 'string' && typeof f['power'] === 'string') throw new UsageError('simulate: --platform FILE and --power FILE both give the power model: pass one');
    // --platform FILE: the power model and host speed of the Batsim platform the workload runs on (as schedlab batsim --platform)
    const fromPlatform = typeof f['platform'] === 'string' ? batsimPlatformFlag(f['platform'], { computing: undefined, sleeping: undefined, hostSpeed: given }, 'simulate') : undefined;
    const power = fromPlatform?.power ?? (typeof f['power'] === 'string' ? (powerFile('simulate', f['power']) as NonNullable<Parameters<typeof simulateBatsimWorkload>[1]['power']>) : undefined);
    const speed = fromPlatform?.hostSpeed ?? given;
    return simulateRigid(file, f, async (run) => simulateBatsimWorkload(file, { ...run, ...(speed === undefined ? {} : { hostSpeed: speed }), ...(power === undefined ? {} : { power }) }));
  }
  if (f['host-speed'] !== undefined) throw new UsageError('simulate: --host-speed goes with --batsim-workload');
  if (f['platform'] !== undefined) throw new UsageError('simulate: --platform goes with --batsim-workload (a Batsim platform file)');
  if (f['power'] !== undefined && typeof f['swf'] !== 'string') throw new UsageError('simulate: --power goes with --swf or --batsim-workload');
  if (typeof f['swf'] === 'string') {
    const file = tracePath(f['swf'], '--swf');
    return simulateRigid(file, f, (run) => {
      const given = intFlag('simulate', 'processors', f['processors'], 1, 10_000_000);
      const power = typeof f['power'] === 'string' ? { power: powerFile('simulate', f['power']) as NonNullable<Parameters<typeof simulateTrace>[1]['power']> } : {};
      return simulateTrace(file, { ...run, ...(given === undefined ? {} : { processors: given }), ...(walltime === 'kill' ? { walltime: 'kill' as const } : {}), ...power });
    });
  }
  if (typeof f['jobs'] !== 'string') throw new UsageError('simulate: --jobs FILE, --swf FILE or --batsim-workload FILE is required (see schedlab simulate --help)');
  if (f['processors'] !== undefined) throw new UsageError('simulate: --processors goes with --swf (use --servers with --jobs)');
  const servers = intFlag('simulate', 'servers', f['servers'], 1, 1_000_000);
  if (servers === undefined) throw new UsageError('simulate: --servers N is required');
  const interval = positiveFlag('simulate', 'decision-interval', f['decision-interval']);
  const seed = intFlag('simulate', 'seed', f['seed'], 0, MAX_SEED) ?? 0;
  const profile = profileFlag('simulate', f['profile']);
  if (interval !== undefined && profile.simulation.decisionInterval !== undefined) {
    throw new UsageError(`simulate: --decision-interval conflicts with --profile ${profile.name} (which decides every ${profile.simulation.decisionInterval} s)`);
  }
  const out = outDir(f);
  const { result, jobs, platform } = jobFileSimulation(f['jobs'], {
    servers,
    policy: f['policy'] as string,
    profile: profile.name,
    seed,
    trace: out !== undefined,
    ...(interval === undefined ? {} : { decisionInterval: interval }),
    ...(walltime === 'kill' || walltime === 'ignore' ? { walltime } : {}),
    ...(typeof f['shutdown'] === 'string' ? { shutdown: f['shutdown'] } : {}),
    ...(f['shutdown-wake'] === undefined ? {} : { shutdownWake: wakeFlag(f['shutdown-wake']) }),
  });
  const m = result.metrics;
  const metricRows: string[][] = [
    ['mean stretch', m.meanStretch.toFixed(4)],
    ['normalized mean power', m.normalizedMeanPower.toFixed(4)],
    ['cost (stretch x power)', m.cost.toFixed(4)],
    ['energy (J)', m.energy.toFixed(0)],
    ['makespan (s)', m.makespan.toFixed(1)],
    ['mean wait (s)', m.meanWait.toFixed(1)],
    ['mean turnaround (s)', m.meanTurnaround.toFixed(1)],
    ['mean bounded slowdown (tau = 10 s)', m.meanBoundedSlowdown.toFixed(3)],
    ['max bounded slowdown (tau = 10 s)', m.maxBoundedSlowdown.toFixed(3)],
    ['utilization', m.utilization.toFixed(4)],
    ['reconfigurations', String(m.reconfigurations)],
    ['power-offs (powerOff decisions)', String(m.powerOffs)],
    ...killedRows(m),
    ...energyRows(m).slice(1),
  ];
  const title = `policy ${result.policy} on ${servers} servers, ${result.jobs.length} jobs, seed ${seed}${profile.name === 'paper' ? '' : `, profile ${profile.name}`}`;
  const written = out === undefined ? '' : await writeOutputs(out, title, metricRows, result, { jobs, platform });
  if (f['json'] === true) return `${JSON.stringify(simulateJson(result))}\n`;
  return [title, '', ...jobsTable(f, result.jobs, 'servers'), formatTable(['metric', 'value'], metricRows), '', ...(written === '' ? [] : [written])].join('\n');
}

/** With `--walltime kill`: the jobs killed at their walltime and the work lost; otherwise nothing. */
function killedRows(m: SimulationResult['metrics']): string[][] {
  return m.killedJobs === undefined ? [] : [['jobs killed at their walltime', String(m.killedJobs)], ['work lost (processor-seconds)', (m.lostProcessorSeconds ?? 0).toFixed(0)]];
}

/** The energy figures of a run (issue 38) for the JSON of `simulate`. */
function energyJson(m: SimulationResult['metrics']): object {
  return { energy: m.energy, energyByState: m.energyByState, idleEnergy: m.idleEnergy, switchOns: m.switchOns, switchOffs: m.switchOffs, peakPower: m.peakPower, meanPower: m.meanPower };
}

/** The energy rows of the metrics table of `simulate` (issue 38): energy, by state, switches, power. */
function energyRows(m: SimulationResult['metrics']): string[][] {
  const by = m.energyByState;
  return [
    ['energy (J)', m.energy.toFixed(0)],
    ['energy idle / computing (J)', `${by.idle.toFixed(0)} / ${by.computing.toFixed(0)}`],
    ['energy off / switching on / switching off (J)', `${by.off.toFixed(0)} / ${by.switchingOn.toFixed(0)} / ${by.switchingOff.toFixed(0)}`],
    ['switch-offs / switch-ons', `${m.switchOffs} / ${m.switchOns}`],
    ['mean / peak power (W)', `${m.meanPower.toFixed(1)} / ${m.peakPower.toFixed(1)}`],
  ];
}

/** `--out DIR`, checked before any computation (`checkOutputDir`). */
function outDir(f: Record<string, string | boolean | string[] | undefined>): string | undefined {
  return typeof f['out'] === 'string' ? checkOutputDir('simulate', f['out']) : undefined;
}

/** With `--jobs-table`: the per-job table and a blank line; otherwise nothing. */
function jobsTable(f: Record<string, string | boolean | string[] | undefined>, jobs: SimulationResult['jobs'], width: 'servers' | 'processors'): string[] {
  if (f['jobs-table'] !== true) return [];
  const rows = jobs.map((j) => [j.id, j.submit, j.start, j.end, j.servers, j.reconfigurations, j.stretch]);
  return [formatTable(['job', 'submit (s)', 'start (s)', 'end (s)', width, 'reconfigurations', 'stretch'], rows, 2), ''];
}

/**
 * `--out DIR`: the schedule files of `simulationFiles` beside a small report (report.html and
 * metrics.csv), written by `writeReport` in one atomic step (a failure leaves DIR as it was).
 * Returns the line that says what was written.
 */
async function writeOutputs(out: string, title: string, metricRows: string[][], result: SimulationResult, inputs: ScheduleExportOptions): Promise<string> {
  const files = await writeReport(out, {
    title: `schedlab simulate: ${title}`,
    intro: 'The schedule in the formats other tools read: jobs.csv, machine_states.csv and pstate_changes.csv (Batsim, evalys), schedule.swf (Standard Workload Format), result.json (job records and metrics). See docs/formats.md.',
    sections: [{ heading: 'Metrics', tables: [{ caption: 'Metrics', name: 'metrics', columns: ['metric', 'value'], rows: metricRows }] }],
    extraFiles: simulationFiles(result, inputs),
  });
  return `wrote ${files.files.length} files to ${files.dir}: ${files.files.map((p) => p.slice(files.dir.length + 1)).join(', ')}\n`;
}

/** What `simulate --swf` and `--batsim-workload` pass to their runner. */
interface RigidRun {
  readonly policy: string | Parameters<typeof shutdownBySpec>[0];
  readonly seed: number;
  readonly trace: boolean;
  readonly decisionInterval?: number;
}

/**
 * `simulate --swf` and `simulate --batsim-workload`: replays rigid jobs through `run` and prints
 * the trace metrics (`--profile` was refused before).
 */
async function simulateRigid(file: string, f: Record<string, string | boolean | string[] | undefined>, load: (run: RigidRun) => Promise<TraceSimulation>): Promise<string> {
  if (f['servers'] !== undefined) throw new UsageError('simulate: --servers goes with --jobs (use --processors with --swf)');
  const interval = positiveFlag('simulate', 'decision-interval', f['decision-interval']);
  const seed = intFlag('simulate', 'seed', f['seed'], 0, MAX_SEED) ?? 0;
  const out = outDir(f);
  const shutdown = f['shutdown'];
  const { result, jobs, processors, platform, rejected, metrics } = await load({
    policy: typeof shutdown === 'string' ? shutdownBySpec(policyByName(f['policy'] as string), shutdown, { wake: wakeFlag(f['shutdown-wake']) }) : (f['policy'] as string),
    seed,
    trace: out !== undefined,
    ...(interval === undefined ? {} : { decisionInterval: interval }),
  });
  const metricRows: string[][] = [
    ['utilization', metrics.utilization.toFixed(4)],
    ['AWRT (s)', metrics.awrt.toFixed(1)],
    ['mean wait (s)', metrics.meanWait.toFixed(1)],
    ['mean turnaround (s)', result.metrics.meanTurnaround.toFixed(1)],
    ['mean bounded slowdown (tau = 10 s)', metrics.meanBoundedSlowdown.toFixed(3)],
    ['max bounded slowdown (tau = 10 s)', result.metrics.maxBoundedSlowdown.toFixed(3)],
    ['makespan (s)', metrics.makespan.toFixed(0)],
    ...killedRows(result.metrics),
    ...energyRows(result.metrics),
  ];
  const title = `policy ${result.policy} on ${processors} processors: ${jobs.length} jobs replayed from ${file} (${rejected.length} ${rejected.length === 1 ? 'line' : 'lines'} rejected; --json lists them)`;
  const written = out === undefined ? '' : await writeOutputs(out, title, metricRows, result, { jobs, platform });
  if (f['json'] === true) {
    return `${JSON.stringify({
      // a killed job says so, with the work it did (issue 39); other records are unchanged
      jobs: result.jobs.map((j, i) => ({ id: j.id, submit: j.submit, start: j.start, end: j.end, processors: jobs[i]!.processors, ...(j.state === undefined ? {} : { state: j.state, work: j.work }) })),
      metrics: { ...metrics, ...energyJson(result.metrics), ...(result.metrics.killedJobs === undefined ? {} : { killedJobs: result.metrics.killedJobs, lostWork: result.metrics.lostWork, lostProcessorSeconds: result.metrics.lostProcessorSeconds }) },
      rejected: rejected.map((r) => ({ line: r.line, reason: r.reason })),
      seed,
      policy: result.policy,
    })}\n`;
  }
  return [title, '', ...jobsTable(f, result.jobs, 'processors'), formatTable(['metric', 'value'], metricRows), '', ...(written === '' ? [] : [written])].join('\n');
}

/** `--shutdown-wake MODE` as withShutdown's `wake` option. */
function wakeFlag(value: unknown): 'onDemand' | 'reservation' | 'allocate' | 'reservationAndAllocate' {
  if (value === undefined) return 'allocate';
  if (value === 'on-demand') return 'onDemand';
  if (value === 'reservation-and-allocate') return 'reservationAndAllocate';
  if (value === 'reservation' || value === 'allocate') return value;
  throw new UsageError(`simulate: --shutdown-wake expects on-demand, reservation, allocate or reservation-and-allocate, got ${JSON.stringify(value)}`);
}
