import { loadTrace } from '../experiments/traces/loadTrace';
import { shutdownStudy, type ShutdownStudyOptions } from '../experiments/shutdownStudy';
import { powerOverTimeFigure } from '../plot/powerOverTimeFigure';
import { powerTimeline } from '../plot/powerTimeline';
import { scatterFigure } from '../plot/scatterFigure';
import { loadVega } from '../plot/internals/loadVega';
import { writeReport } from '../plot/writeReport';
import { type FlagSpec, helpText, intFlag, parseFlags } from './flags';
import { powerFile } from './powerFile';
import { checkOutputDir } from './outputPath';
import { formatTable } from './table';
import { tracePath } from './tracePath';
import { TUNE_FLAG, tuneFlag } from './tuneFlag';
import { tuneTables } from './tuneTables';
import { UsageError } from './UsageError';

const FLAGS: readonly FlagSpec[] = [
  { name: 'trace', type: 'string', value: 'FILE|NAME', help: 'an SWF trace, or the name of a bundled one (KTH-SP2, ...)' },
  { name: 'processors', type: 'string', value: 'N', help: "machine size (default: the trace header's MaxProcs, else MaxNodes; METACENTRUM-2009 has neither)" },
  { name: 'windows', type: 'string', value: 'N', help: 'consecutive trace windows compared (default 4, or as many as the trace holds if fewer; more is refused)' },
  { name: 'window-jobs', type: 'string', value: 'N', help: 'jobs per window (default 4000)' },
  { name: 'seeds', type: 'string', value: 'N', help: 'nsga2 runs (seeds 1..N) for the tuned idle timeout front (default 1)' },
  { name: 'generations', type: 'string', value: 'N', help: 'nsga2 generations per seed (default 6)' },
  { name: 'power', type: 'string', value: 'FILE', help: "JSON file of the servers' power model (powerModel's options; default Dupont 2020 Table 1); with two sleep states or more the study adds EASY + idle 1800 s into each deeper state and into the deepest worthwhile one" },
  TUNE_FLAG,
  { name: 'out', type: 'string', value: 'DIR', help: 'also write report.html (power over time, the front), the tables as CSV and results.json' },
];

export const STUDY_HELP = helpText(
  'Usage: schedlab study shutdown --trace FILE|NAME [--processors N] [--windows N] [--window-jobs N] [--seeds N] [--generations N] [--tune RULES|all] [--power FILE] [--out DIR]',
  'EASY against EASY with each shutdown rule and energy-aware backfilling on windows of a trace, findings counted over the windows, and the tuned idle timeout\'s energy / bounded-slowdown front, or with --tune every listed rule\'s front tuned with the same budget and their hypervolumes (docs/energy.md).',
  FLAGS,
);

/** `schedlab study shutdown`: resolves to the text to print. */
export async function study(argv: readonly string[]): Promise<string> {
  const [which, ...rest] = argv;
  if (which === '--help' || which === undefined) return STUDY_HELP;
  if (which !== 'shutdown') throw new UsageError(`study: unknown study "${which}"; expected shutdown`);
  const f = parseFlags('study shutdown', rest, FLAGS);
  if (f['help'] === true) return STUDY_HELP;
  if (typeof f['trace'] !== 'string') throw new UsageError('study shutdown: --trace FILE|NAME is required');
  const out = typeof f['out'] === 'string' ? checkOutputDir('study shutdown', f['out']) : undefined;
  const file = tracePath(f['trace']);
  const trace = await loadTrace(file);
  const processors = intFlag('study shutdown', 'processors', f['processors'], 1, 10_000_000) ?? trace.header.maxProcs ?? trace.header.maxNodes;
  if (processors === undefined) throw new UsageError(`study shutdown: ${file} has no MaxProcs or MaxNodes header; give --processors N`);
  const windows = intFlag('study shutdown', 'windows', f['windows'], 1, 1000) ?? 4;
  const windowJobs = intFlag('study shutdown', 'window-jobs', f['window-jobs'], 1, 10_000_000) ?? 4000;
  const seeds = intFlag('study shutdown', 'seeds', f['seeds'], 1, 1000) ?? 1;
  const generations = intFlag('study shutdown', 'generations', f['generations'], 1, 10_000) ?? 6;
  const tune = tuneFlag('study shutdown', f['tune']);
  const power = typeof f['power'] === 'string' ? { power: powerFile('study shutdown', f['power']) as NonNullable<ShutdownStudyOptions['power']> } : {};
  if (out !== undefined) await loadVega(); // the figures need the optional peers: say so before the study runs, not after
  const r = await shutdownStudy(trace.jobs, processors, { ...(f['windows'] === undefined ? {} : { windows }), windowJobs, seeds, generations, ...power, ...(tune === undefined ? {} : { tune }) });
  const rows = r.rows.map((x) => [String(x.window), x.setup, (x.energy / 1e9).toFixed(3), (100 * x.saved).toFixed(1), x.meanWait.toFixed(0), x.meanBoundedSlowdown.toFixed(2), String(x.switchOffs)]);
  const columns = ['window', 'setup', 'energy (GJ)', 'saved vs EASY (%)', 'mean wait (s)', 'mean bounded slowdown', 'switch-offs'];
  const findings = r.findings.map((x) => [x.statement, `${x.k}/${x.n}`]);
  // --tune: every rule's front with its parameters, and the hypervolumes; without it, today's idle front
  const tuned = tune === undefined ? undefined : tuneTables(r);
  const front = tuned?.front.rows ?? r.front.map((p) => [String(p.seed), p.suspendTime.toFixed(0), (p.energy / 1e9).toFixed(3), p.meanBoundedSlowdown.toFixed(2)]);
  const frontColumns = tuned?.front.columns ?? ['seed', 'suspendTime (s)', 'energy (GJ)', 'mean bounded slowdown'];
  let written = '';
  if (out !== undefined) {
    const files = await writeReport(out, {
      title: `schedlab study shutdown: ${file}`,
      intro: `${processors} servers, ${new Set(r.rows.map((x) => x.window)).size} windows of ${windowJobs} jobs; nsga2 ${seeds} seed(s) x ${generations} generations on window 0. See docs/energy.md.`,
      sections: [
        { heading: 'Setups per window', tables: [{ caption: 'Energy and waiting per window', name: 'setups', columns, rows }] },
        { heading: 'Findings', tables: [{ caption: tuned === undefined ? 'k windows of N' : 'k windows of N; the hypervolume findings: k seeds of N', name: 'findings', columns: ['finding', 'k/N'], rows: findings }] },
        {
          heading: tuned === undefined ? 'Tuned idle timeout' : 'Tuned shutdown rules',
          tables: [
            { caption: 'nsga2 front (energy, bounded slowdown)', name: 'front', columns: frontColumns, rows: front },
            ...(tuned === undefined ? [] : [{ caption: 'Hypervolume of each front (one reference point for all)', name: 'hypervolumes', ...tuned.hypervolumes }]),
          ],
          figures: [tuned === undefined
            ? scatterFigure({ name: 'front', title: 'Idle timeout: energy vs bounded slowdown (nsga2 front)', xTitle: 'energy (GJ)', yTitle: 'mean bounded slowdown', points: r.front.map((p) => ({ x: p.energy / 1e9, y: p.meanBoundedSlowdown, label: `${p.suspendTime.toFixed(0)} s` })) })
            : scatterFigure({ name: 'front', title: 'Tuned shutdown rules: energy vs bounded slowdown (nsga2 fronts)', xTitle: 'energy (GJ)', yTitle: 'mean bounded slowdown', points: r.fronts.map((p) => ({ x: p.energy / 1e9, y: p.meanBoundedSlowdown, label: p.rule })) })],
        },
        { heading: 'Power over time', text: 'EASY + idleTimeout(1800 s) on window 0.', figures: [powerOverTimeFigure({ name: 'power', title: 'Cluster power, EASY + idle timeout 1800 s', points: powerTimeline(r.segments, r.power) })] },
      ],
      extraFiles: { 'results.json': JSON.stringify(r.rows.length > 0 ? { rows: r.rows, findings: r.findings, front: r.front, ...(tuned === undefined ? {} : { fronts: r.fronts, hypervolumes: r.hypervolumes }) } : {}) },
    });
    written = `wrote ${files.files.length} files to ${files.dir}\n`;
  }
  return [
    `study shutdown on ${file}: ${processors} servers, windows of ${windowJobs} jobs`,
    '',
    formatTable(columns, rows),
    '',
    formatTable(['finding', 'k/N'], findings),
    '',
    formatTable(frontColumns, front),
    '',
    ...(tuned === undefined ? [] : [formatTable(tuned.hypervolumes.columns, tuned.hypervolumes.rows), '']),
    ...(written === '' ? [] : [written]),
  ].join('\n');
}
