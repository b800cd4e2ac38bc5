import { POLICY_NAMES } from '../experiments/policyByName';
import { simulateJobFile } from '../experiments/simulateJobFile';
import { simulateTrace } from '../experiments/traces/simulateTrace';
import { MAX_SEED } from '../random/createRng';
import { type FlagSpec, helpText, intFlag, parseFlags, positiveFlag } from './flags';
import { profileFlag } from './profileFlag';
import { formatTable } from './table';
import { UsageError } from './UsageError';

const FLAGS: readonly FlagSpec[] = [
  { name: 'jobs', type: 'string', value: 'FILE', help: 'job set in the JSON job-set format (see README)' },
  { name: 'swf', type: 'string', value: 'FILE', help: 'a Standard Workload Format trace (plain or .gz) of rigid jobs, instead of --jobs' },
  { name: 'servers', type: 'string', value: 'N', help: 'number of identical servers (Dupont 2020 Table 1 power model); required with --jobs' },
  { name: 'processors', type: 'string', value: 'N', help: "with --swf: machine size (default: the trace header's MaxProcs, else MaxNodes)" },
  { name: 'policy', type: 'string', value: 'NAME', help: `one of: ${POLICY_NAMES.join(', ')}` },
  { name: 'decision-interval', type: 'string', value: 'S', help: 'decide only every S seconds (default: at every event)' },
  { name: 'seed', type: 'string', value: 'N', help: 'seed of the policy stream (default 0)' },
  {
    name: 'profile',
    type: 'string',
    value: 'NAME',
    help: "with --jobs: paper (default) or authors2020 (the authors' simulator: 10 s clock ticks from 0, their power constants and step options; see docs/reproduction.md)",
  },
  { name: 'json', type: 'boolean', help: 'print one JSON object { jobs, metrics } instead of a summary' },
];

export const SIMULATE_HELP = helpText(
  'Usage: schedlab simulate --jobs FILE.json --servers N --policy NAME [--decision-interval S] [--seed N] [--profile NAME] [--json]\n' +
    '       schedlab simulate --swf FILE [--processors N] --policy fcfs|list|easy|easy-sjf|conservative|... [--json]',
  'Runs one simulation of a job set under a policy and prints per-job results and metrics.',
  FLAGS,
);

/** Builds the --json object of `schedlab simulate`. */
export function simulateJson(result: ReturnType<typeof simulateJobFile>): object {
  const m = result.metrics;
  return {
    jobs: result.jobs.map((j) => ({
      id: j.id,
      submit: j.submit,
      start: j.start,
      end: j.end,
      servers: j.servers,
      reconfigurations: j.reconfigurations,
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
  if (typeof f['swf'] === 'string' && f['profile'] !== undefined) throw new UsageError('simulate: --profile goes with --jobs (it sets the Dupont 2020 simulator; --swf runs rigid jobs)');
  if (typeof f['swf'] === 'string') return simulateSwf(f['swf'], f);
  if (typeof f['jobs'] !== 'string') throw new UsageError('simulate: --jobs FILE or --swf FILE is required (see schedlab simulate --help)');
  if (f['processors'] !== undefined) throw new UsageError('simulate: --processors goes with --swf (use --servers with --jobs)');
  const servers = intFlag('simulate', 'servers', f['servers'], 1, 1_000_000);
  if (servers === undefined) throw new UsageError('simulate: --servers N is required');
  const interval = positiveFlag('simulate', 'decision-interval', f['decision-interval']);
  const seed = intFlag('simulate', 'seed', f['seed'], 0, MAX_SEED) ?? 0;
  const profile = profileFlag('simulate', f['profile']);
  if (interval !== undefined && profile.simulation.decisionInterval !== undefined) {
    throw new UsageError(`simulate: --decision-interval conflicts with --profile ${profile.name} (which decides every ${profile.simulation.decisionInterval} s)`);
  }
  const result = simulateJobFile(f['jobs'], {
    servers,
    policy: f['policy'] as string,
    profile: profile.name,
    seed,
    ...(interval === undefined ? {} : { decisionInterval: interval }),
  });
  if (f['json'] === true) return `${JSON.stringify(simulateJson(result))}\n`;
  const m = result.metrics;
  const rows = result.jobs.map((j) => [j.id, j.submit, j.start, j.end, j.servers, j.reconfigurations, j.stretch]);
  return [
    `policy ${result.policy} on ${servers} servers, ${result.jobs.length} jobs, seed ${seed}${profile.name === 'paper' ? '' : `, profile ${profile.name}`}`,
    '',
    formatTable(['job', 'submit (s)', 'start (s)', 'end (s)', 'servers', 'reconfigurations', 'stretch'], rows, 2),
    '',
    formatTable(
      ['metric', 'value'],
      [
        ['mean stretch', m.meanStretch.toFixed(4)],
        ['normalized mean power', m.normalizedMeanPower.toFixed(4)],
        ['cost (stretch x power)', m.cost.toFixed(4)],
        ['energy (J)', m.energy.toFixed(0)],
        ['makespan (s)', m.makespan.toFixed(1)],
        ['mean wait (s)', m.meanWait.toFixed(1)],
        ['utilization', m.utilization.toFixed(4)],
        ['reconfigurations', String(m.reconfigurations)],
        ['power-offs', String(m.powerOffs)],
      ],
    ),
    '',
  ].join('\n');
}

/** `simulate --swf`: replays a trace of rigid jobs and prints the trace metrics (`--profile` was refused before). */
async function simulateSwf(file: string, f: Record<string, string | boolean | string[] | undefined>): Promise<string> {
  if (f['servers'] !== undefined) throw new UsageError('simulate: --servers goes with --jobs (use --processors with --swf)');
  const interval = positiveFlag('simulate', 'decision-interval', f['decision-interval']);
  const seed = intFlag('simulate', 'seed', f['seed'], 0, MAX_SEED) ?? 0;
  const given = intFlag('simulate', 'processors', f['processors'], 1, 10_000_000);
  const { result, jobs, processors, rejected, metrics } = await simulateTrace(file, {
    policy: f['policy'] as string,
    seed,
    ...(given === undefined ? {} : { processors: given }),
    ...(interval === undefined ? {} : { decisionInterval: interval }),
  });
  if (f['json'] === true) {
    return `${JSON.stringify({
      jobs: result.jobs.map((j, i) => ({ id: j.id, submit: j.submit, start: j.start, end: j.end, processors: jobs[i]!.processors })),
      metrics,
      rejected: rejected.map((r) => ({ line: r.line, reason: r.reason })),
      seed,
      policy: result.policy,
    })}\n`;
  }
  return [
    `policy ${result.policy} on ${processors} processors: ${jobs.length} jobs replayed from ${file} (${rejected.length} lines rejected; --json lists them)`,
    '',
    formatTable(
      ['metric', 'value'],
      [
        ['utilization', metrics.utilization.toFixed(4)],
        ['AWRT (s)', metrics.awrt.toFixed(1)],
        ['mean wait (s)', metrics.meanWait.toFixed(1)],
        ['mean bounded slowdown (tau = 10 s)', metrics.meanBoundedSlowdown.toFixed(3)],
        ['makespan (s)', metrics.makespan.toFixed(0)],
      ],
    ),
    '',
  ].join('\n');
}
