import { analyzeSetups, type SetupAnalysis } from '../experiments/analyzeSetups';
import { compareDupontSetups } from '../experiments/dupont2020/compareDupontSetups';
import { WORKLOAD_MODELS, workloadModel, type WorkloadModelOptions } from '../experiments/workloadModel';
import { MAX_SEED } from '../random/createRng';
import { type FlagSpec, helpText, intFlag, parseFlags } from './flags';
import { formatTable } from './table';
import { UsageError } from './UsageError';

/** Seed of Rand-Param1..3's parameters when --random-parameters-seed is absent (dupontSetup's default). */
const DEFAULT_RANDOM_PARAMETERS_SEED = 2020;

const FLAGS: readonly FlagSpec[] = [
  { name: 'sets', type: 'string', value: 'N', help: 'job sets per setup (default 100, as in Dupont 2020 section 5.4)' },
  { name: 'servers', type: 'string', value: 'N', help: 'servers of the platform and of the workload (default 10, Table 3)' },
  { name: 'seed', type: 'string', value: 'N', help: 'seed of the job-set seeds (default 1)' },
  {
    name: 'random-parameters-seed',
    type: 'string',
    value: 'N',
    help: `seed of Rand-Param1..3's parameters (default ${DEFAULT_RANDOM_PARAMETERS_SEED}; reproduce dupont2020 derives it from its --seed)`,
  },
  { name: 'confidence', type: 'string', value: 'C', help: 'confidence level of the weak ranking (default 0.95)' },
  { name: 'json', type: 'boolean', help: 'print means, Friedman tests and weak rankings as JSON' },
  { name: 'model', type: 'string', value: 'NAME', help: `workload model of the job sets: ${WORKLOAD_MODELS.join(', ')} (default google-like, Table 3)` },
  { name: 'jobs', type: 'string', value: 'N', help: 'jobs per set (default 50, Table 3)' },
  { name: 'estimates', type: 'string', value: 'KIND', help: 'lublin, downey: exact (default) or tsafrir run-time estimates' },
];

/** The job sets' workload from --model, --jobs and --estimates. */
function modelWorkload(f: Record<string, string | boolean | string[] | undefined>, servers: number): { workload: ReturnType<typeof workloadModel>; label: string; echo: Record<string, unknown> } {
  const model = f['model'] ?? 'google-like';
  if (typeof model !== 'string' || !(WORKLOAD_MODELS as readonly string[]).includes(model)) throw new UsageError(`compare: --model expects one of ${WORKLOAD_MODELS.join(', ')}, got "${String(model)}"`);
  const estimates = f['estimates'];
  if (estimates !== undefined && estimates !== 'exact' && estimates !== 'tsafrir') throw new UsageError(`compare: --estimates expects exact or tsafrir, got "${String(estimates)}"`);
  if (estimates !== undefined && model === 'google-like') throw new UsageError('compare: --estimates is for --model lublin or downey (rigid jobs)');
  const jobs = intFlag('compare', 'jobs', f['jobs'], 1, 1_000_000) ?? 50;
  const options: WorkloadModelOptions = { model: model as WorkloadModelOptions['model'], servers, jobs, ...(estimates === undefined ? {} : { estimates }) };
  const echo = f['model'] === undefined && f['jobs'] === undefined ? {} : { model, jobs, ...(estimates === undefined ? {} : { estimates }) };
  return { echo, workload: workloadModel(options), label: model === 'google-like' ? `Table 3 job sets (${jobs} jobs` : `${model} job sets (${jobs} jobs${estimates === 'tsafrir' ? ', Tsafrir estimates' : ''}` };
}

export const COMPARE_HELP = helpText(
  'Usage: schedlab compare [--sets N] [--servers N] [--seed N] [--random-parameters-seed N] [--confidence C] [--json]\n' +
    '                        [--model google-like|lublin|downey] [--jobs N] [--estimates exact|tsafrir]',
  'Runs the ten setups of Dupont et al. 2020 (FIFO ... Swarm3, Table 4 parameters) on the same\n' +
    'Table 3 job sets (50 jobs) and prints their mean metrics, then for mean stretch, normalized power\n' +
    'and cost the Friedman test and the weak ranking (Holm-adjusted post-hoc groups, section 6).',
  FLAGS,
);

/** Reads --confidence: a number in (0, 1). */
function confidenceFlag(raw: string | boolean | string[] | undefined): number {
  if (raw === undefined) return 0.95;
  const v = Number(raw);
  if (typeof raw !== 'string' || raw.trim() === '' || !(v > 0 && v < 1)) throw new UsageError(`compare: --confidence expects a number in (0, 1), got "${String(raw)}"`);
  return v;
}

/** The ranking part of the text output: one block per criterion. */
function rankingLines(a: SetupAnalysis): string[] {
  return a.rankings.flatMap((r) => [
    `${r.metric}: Friedman chi2 = ${r.chiSquare.toFixed(2)} (df ${r.df}), p = ${r.pValue.toPrecision(3)}; weak ranking at ${(1 - r.alpha) * 100}% (best first):`,
    `  ${r.groups.map((g) => g.names.join(' = ')).join('  <  ')}`,
  ]);
}

/** `schedlab compare`: the short default experiment of `npm start`. */
export function compare(argv: readonly string[]): string {
  const f = parseFlags('compare', argv, FLAGS);
  if (f['help'] === true) return COMPARE_HELP;
  const sets = intFlag('compare', 'sets', f['sets'], 1, 1_000_000) ?? 100;
  const servers = intFlag('compare', 'servers', f['servers'], 2, 1_000_000) ?? 10;
  const seed = intFlag('compare', 'seed', f['seed'], 0, MAX_SEED) ?? 1;
  const randomParametersSeed = intFlag('compare', 'random-parameters-seed', f['random-parameters-seed'], 0, MAX_SEED) ?? DEFAULT_RANDOM_PARAMETERS_SEED;
  const confidence = confidenceFlag(f['confidence']);
  const { workload, label, echo } = modelWorkload(f, servers);
  const results = compareDupontSetups({ sets, servers, seed, workload, setupOptions: { randomParametersSeed } });
  const a = analyzeSetups(results, { alpha: 1 - confidence });
  const cols = ['meanStretch', 'normalizedMeanPower', 'cost', 'reconfigurations', 'powerOffs'] as const;
  const rows = a.setups.map((setup, j) => ({ setup, ...Object.fromEntries(cols.map((c) => [c, a.means[c][j]!])) }) as { setup: string } & Record<(typeof cols)[number], number>);
  if (f['json'] === true) {
    const rankings = a.rankings.map((r) => ({ metric: r.metric, chiSquare: r.chiSquare, df: r.df, pValue: r.pValue, averageRanks: r.averageRanks, groups: r.groups }));
    return `${JSON.stringify({ seed, sets, servers, randomParametersSeed, confidence, ...echo, setups: rows, rankings })}\n`;
  }
  return [
    `Dupont et al. 2020 setups on ${sets} ${label}, ${servers} servers), seed ${seed}: means per job set`,
    `(Rand-Param1..3 parameters drawn with seed ${randomParametersSeed}${f['random-parameters-seed'] === undefined ? ", dupontSetup's default" : ''})`,
    '',
    formatTable(
      ['setup', 'mean stretch', 'norm. power', 'cost', 'reconfigurations', 'power-offs'],
      rows.map((r) => [r.setup, r.meanStretch, r.normalizedMeanPower, r.cost, r.reconfigurations, r.powerOffs]),
    ),
    '',
    ...(sets < 2 ? ['(one job set: no Friedman test)'] : rankingLines(a)),
    '',
  ].join('\n');
}
