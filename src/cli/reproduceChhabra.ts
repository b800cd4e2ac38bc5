import { availableParallelism } from 'node:os';
import { chhabra2019Config } from '../experiments/chhabra2019/Chhabra2019Config';
import { reproduceChhabra2019 } from '../experiments/chhabra2019/reproduceChhabra2019';
import { CHHABRA2019_POLICIES } from '../experiments/chhabra2019/chhabra2019Policies';
import type { Chhabra2019Results } from '../experiments/chhabra2019/Chhabra2019Results';
import { chhabra2019Report } from '../experiments/chhabra2019/chhabra2019Report';
import { chhabraRunsOn } from '../experiments/chhabra2019/chhabraRunsOn';
import { loadTrace } from '../experiments/traces/loadTrace';
import { writeReport } from '../plot/writeReport';
import { MAX_SEED } from '../random/createRng';
import type { CliIo } from './CliIo';
import { helpText, intFlag, parseFlags, type FlagSpec } from './flags';
import { checkOutputDir } from './outputPath';
import { stageProgressReporter } from '../experiments/stageProgressReporter';
import { bundledTracePath } from '../traces/index';
import { formatTable } from './table';
import { printFindings } from './printFindings';
import { UsageError } from './UsageError';
import { workerModule } from './workerModule';
import { DISTRIBUTED_FLAGS, distributedTraining } from './distributedTraining';
import { workerEvaluator } from '../optimizers/workerEvaluator';
import { CHHABRA2019_READINGS } from '../experiments/chhabra2019/chhabra2019Readings';
import { readingsFlag } from './readingsFlag';

const FLAGS: readonly FlagSpec[] = [
  { name: 'quick', type: 'boolean', help: 'smoke run: workloads of 40 and 80 jobs, 2 repetitions, budgets of 20 x 10 (a few seconds)' },
  { name: 'seed', type: 'string', value: 'N', help: 'seed of the whole reproduction (unsigned 32-bit integer; default 1)' },
  { name: 'seeds', type: 'string', value: 'N', help: 'run the study under N root seeds derived from --seed (default 1); the findings count over all' },
  { name: 'boundary', type: 'string', value: 'RULE', help: 'bound rule of every metaheuristic: clip (default, Algorithm 4 line 25), reflect, random or periodic' },
  { name: 'workers', type: 'string', value: 'N', help: 'worker threads for the metaheuristic runs (default: available cores; 1 = this thread only)' },
  { name: 'out', type: 'string', value: 'DIR', help: 'write results.json, table3-<trace>.csv, rankings.csv, cells.csv, Figures 2-19 (SVG + Vega-Lite) and report.html' },
  { name: 'start-rule', type: 'string', value: 'RULE', help: "inOrder (default: one FCFS order) or perCluster (FCFS queue per cluster, as GridSim); see docs/multicluster.md" },
  { name: 'link-contention', type: 'string', value: 'MODE', help: 'concurrent (default: co-allocated jobs share the link) or own' },
  { name: 'readings', type: 'string', value: 'LIST', help: `run the study under each reading (comma-separated names, or all): one findings column per reading; names: ${CHHABRA2019_READINGS.map((r) => r.name).join(', ')}` },
  ...DISTRIBUTED_FLAGS,
];

/** Usage line of `schedlab reproduce chhabra2019` (also in `reproduce --help`). */
export const REPRODUCE_CHHABRA_USAGE = 'Usage: schedlab reproduce chhabra2019 [--quick] [--seed N] [--seeds N] [--boundary RULE] [--workers N] [--out DIR] [--start-rule RULE] [--link-contention MODE] [--readings LIST] [--redis URL [--queue NAME]]';

/** Help text of `schedlab reproduce chhabra2019`. */
export const REPRODUCE_CHHABRA_HELP = helpText(
  REPRODUCE_CHHABRA_USAGE,
  'Reproduces Chhabra, Singh & Kahlon 2019 (HCSPSO) on the LLNL-Thunder and METACENTRUM-2009 logs\n' +
    'shipped with schedlab: workload size (200-1000 jobs, RC1, SH1), resource configuration\n' +
    '(RC1-RC3) and speed heterogeneity (SH1-SH3) experiments; First-Fit, Best-Fit, EAMM, METLE and\n' +
    '10 runs each of HCSPSO, MOGA and MOPSO-FGA per cell; Table III next to the paper\'s, and a\n' +
    'Friedman test with Holm weak rankings over all cells. (The paper used the 2013-2015\n' +
    'METACENTRUM log; schedlab ships the 2009 one.)',
  FLAGS,
);

/** The two logs (names of schedlab/traces) and their names in the paper's tables. */
const TRACES = [
  { name: 'LLNL-Thunder', bundled: 'LLNL-Thunder' },
  { name: 'METACENTRUM', bundled: 'METACENTRUM-2009' },
] as const;

const sig = (v: number): string => v.toExponential(2);

function printTables(r: Chhabra2019Results): string {
  let out = printFindings(r.findings, r.studySeeds, r.settings, r.config.mode);
  // the paper's medians (200-1,000 jobs) only beside a full run's: a quick run's batches are 40-80 jobs
  const full = r.config.mode === 'full';
  for (const [trace, rows] of Object.entries(r.table3)) {
    const paper = full ? (r.paper as Record<string, Record<string, { makespan: number; energy: number; meanFlowtime: number }>>)[trace] : undefined;
    out += `Table III, ${trace} (${full ? 'full mode, first root seed' : `quick mode, first root seed, batches of ${r.config.sizes.join('/')} jobs: the paper's 200-1,000-job medians are not shown`}; medians; makespan and flowtime in s, energy in Wh; % more than HCSPSO${full ? '; paper in brackets' : ''}):\n`;
    out += formatTable(
      ['policy', 'makespan', '%', 'energy (Wh)', '%', 'avg flowtime', '%'],
      CHHABRA2019_POLICIES.map((p) => {
        const v = rows[p];
        const q = paper?.[p];
        const theirs = (k: 'makespan' | 'energy' | 'meanFlowtime'): string => (full ? ` [${q ? sig(q[k]) : '-'}]` : '');
        return [p, `${sig(v.makespan)}${theirs('makespan')}`, v.increase[0].toFixed(1), `${sig(v.energy)}${theirs('energy')}`, v.increase[1].toFixed(1), `${sig(v.meanFlowtime)}${theirs('meanFlowtime')}`, v.increase[2].toFixed(1)];
      }),
      1,
    );
    out += '\n\n';
  }
  out += `Friedman over ${r.cells.length} cells (Holm weak ranking, best first):\n`;
  for (const k of r.rankings) out += `  ${k.criterion.padEnd(13)} p = ${k.pValue.toExponential(2)}, Kendall's W = ${(k.chiSquare / (r.cells.length * k.df)).toFixed(3)}  ${k.groups.map((g) => g.names.join(' = ')).join(' < ')}\n`;
  return out;
}

/**
 * `schedlab reproduce chhabra2019`: see {@link REPRODUCE_CHHABRA_HELP}. Returns the exit code.
 *
 * @example
 * ```ts
 * import { reproduceChhabra } from './reproduceChhabra';
 * const code = await reproduceChhabra(['--quick'], { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t), tty: false });
 * ```
 */
export async function reproduceChhabra(argv: readonly string[], io: CliIo): Promise<number> {
  const f = parseFlags('reproduce chhabra2019', argv, FLAGS);
  if (f['help'] === true) {
    io.out(REPRODUCE_CHHABRA_HELP);
    return 0;
  }
  const seed = intFlag('reproduce chhabra2019', 'seed', f['seed'], 0, MAX_SEED) ?? 1;
  const seeds = intFlag('reproduce chhabra2019', 'seeds', f['seeds'], 1, 1000) ?? 1;
  const boundary = f['boundary'] ?? 'clip';
  if (boundary !== 'clip' && boundary !== 'reflect' && boundary !== 'random' && boundary !== 'periodic') {
    throw new UsageError(`reproduce chhabra2019: --boundary expects clip, reflect, random or periodic, got "${String(boundary)}"`);
  }
  const workers = intFlag('reproduce chhabra2019', 'workers', f['workers'], 1, 256) ?? availableParallelism();
  const out = typeof f['out'] === 'string' ? checkOutputDir('reproduce chhabra2019', f['out']) : undefined;
  if (f['out'] !== undefined && typeof f['out'] !== 'string') throw new UsageError('reproduce chhabra2019: --out expects a directory');
  const startRule = f['start-rule'] ?? 'inOrder';
  if (startRule !== 'inOrder' && startRule !== 'perCluster') throw new UsageError(`reproduce chhabra2019: --start-rule expects inOrder or perCluster, got "${String(startRule)}"`);
  const linkContention = f['link-contention'] ?? 'concurrent';
  if (linkContention !== 'concurrent' && linkContention !== 'own') throw new UsageError(`reproduce chhabra2019: --link-contention expects concurrent or own, got "${String(linkContention)}"`);
  const config = chhabra2019Config(f['quick'] === true ? 'quick' : 'full', seed, { startRule, linkContention, boundary });
  const readings = readingsFlag('reproduce chhabra2019', f['readings'], CHHABRA2019_READINGS);
  const queue = distributedTraining('reproduce chhabra2019', f); // flags first: before the traces are read
  const traces = [];
  for (const t of TRACES) {
    const { path } = bundledTracePath(t.bundled); // a SchedlabError names a file missing from the package
    traces.push({ name: t.name, jobs: (await loadTrace(path, { status: 'completed' })).jobs });
  }
  const module = workers > 1 && queue === undefined ? workerModule() : undefined;
  if (workers > 1 && queue === undefined && module === undefined) io.err('note: worker threads need the built package (npm run build); running in this thread\n');
  // whole runs go to worker threads or to "schedlab worker" processes: three metrics per run in one chunk
  const runTask =
    queue !== undefined
      ? chhabraRunsOn((tasks) => queue('chhabraRunObjective', { tasks }, 4))
      : module !== undefined
        ? chhabraRunsOn((tasks) => workerEvaluator({ module, exportName: 'chhabraRunObjective', factoryData: { tasks }, workers, chunkSize: 4 }))
        : undefined;
  const started = Date.now();
  const results = await reproduceChhabra2019(config, {
    traces,
    seeds,
    ...(readings === undefined ? {} : { readings }),
    ...(runTask === undefined ? {} : { runTask }),
    onProgress: stageProgressReporter({ stream: { write: io.err, isTTY: io.tty } }),
  });
  io.out(printTables(results));
  io.out(`\n${config.mode} reproduction, ${seeds === 1 ? `seed ${seed}` : `${seeds} seeds from ${seed}`}: ${results.runs} metaheuristic runs${seeds === 1 ? '' : ' per seed'} over ${results.cells.length} cells in ${((Date.now() - started) / 1000).toFixed(1)} s (${queue !== undefined ? 'queue workers' : `${module === undefined ? 1 : workers} thread(s)`})\n`);
  if (out === undefined) io.out('Add --out DIR to write results.json, the CSV tables, Figures 2-19 and report.html.\n');
  else {
    const files = await writeReport(out, chhabra2019Report(results));
    io.err(`wrote ${files.files.length} files to ${files.dir} (open report.html)\n`);
  }
  return 0;
}
