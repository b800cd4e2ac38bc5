import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { workerEvaluator } from '../optimizers/workerEvaluator';
import { MAX_SEED } from '../random/createRng';
import { workerModule } from './workerModule';
import { DISTRIBUTED_FLAGS, distributedTraining } from './distributedTraining';
import { writeReport } from '../plot/writeReport';
import { InvalidInputError } from '../errors/InvalidInputError';
import { SchedlabError } from '../errors/SchedlabError';
import { reproduceFranke2007 } from '../experiments/franke2007/reproduceFranke2007';
import type { Franke2007Results } from '../experiments/franke2007/Franke2007Results';
import { franke2007Report } from '../experiments/franke2007/franke2007Report';
import { loadTrace } from '../experiments/traces/loadTrace';
import { helpText, intFlag, parseFlags, type FlagSpec } from './flags';
import { formatTable } from './table';
import { printFindings } from './printFindings';
import { checkOutputDir } from './outputPath';
import { UsageError } from './UsageError';
import { stageProgressReporter } from '../experiments/stageProgressReporter';
import { LOG_JSONL_FLAG, logJsonlFlag } from './logJsonlFlag';
import { tracePath } from './tracePath';

const FLAGS: readonly FlagSpec[] = [
  { name: 'trace', type: 'string', value: 'FILE', help: 'SWF trace (plain, .gz or .br), or the name of a log schedlab ships (KTH-SP2, LLNL-Thunder, METACENTRUM-2009); required unless --quick (then KTH-SP2)' },
  { name: 'quick', type: 'boolean', help: 'smoke run: first 2,000 jobs, PROB p = 5 (65 simulations), PITTS/CCA 8 generations (171 each), 10 rules (about 10 s)' },
  { name: 'out', type: 'string', value: 'DIR', help: 'output directory: results.json, table3.csv, table4.csv, figures (SVG + Vega-Lite) and report.html (required)' },
  { name: 'seed', type: 'string', value: 'N', help: 'seed (unsigned 32-bit integer; default 0)' },
  { name: 'seeds', type: 'string', value: 'N', help: 'run the study under N root seeds derived from --seed (default 1); the findings count over all' },
  { name: 'workers', type: 'string', value: 'N', help: 'worker threads for the training simulations (default: available cores; 1 = this thread only)' },
  LOG_JSONL_FLAG,
  ...DISTRIBUTED_FLAGS,
];

/** Reduced sizes of `--quick`. */
export const QUICK = { jobs: 2000, p: 5, generations: 8, rules: 10 } as const;

/** Usage line of `schedlab reproduce franke2007` (also in `reproduce --help`). */
export const REPRODUCE_FRANKE_USAGE = 'Usage: schedlab reproduce franke2007 [--trace FILE|NAME] [--quick] --out DIR [--seed N] [--seeds N] [--workers N] [--log-jsonl FILE] [--redis URL [--queue NAME]]';

/** Help text of `schedlab reproduce franke2007`. */
export const REPRODUCE_FRANKE_HELP = helpText(
  REPRODUCE_FRANKE_USAGE,
  'Trains PROB, PITTS and CCA (Franke, Lepping & Schwiegelshohn) on the first half of a trace\n' +
    '(in time), evaluates them and EASY on the second half, and writes Table 3/4 equivalents.\n' +
    'Full budgets: PROB 650, PITTS 843, CCA 843 simulations of the training half.',
  FLAGS,
);

function tables(r: Franke2007Results): string {
  return (
    `Table 3 equivalent (test part; AWRT and f_obj in s, U in %):\n${formatTable(r.table3.header, r.table3.rows, 1)}\n\n` +
    `Table 4 equivalent (improvement over EASY in %):\n${formatTable(r.table4.header, r.table4.rows, 2)}\n`
  );
}

/**
 * `schedlab reproduce franke2007`: see {@link REPRODUCE_FRANKE_HELP}. Returns the exit code
 * (0 ok, 1 failure, 2 usage error); output through `io`.
 *
 * @example
 * ```ts
 * import { reproduceFranke } from './reproduceFranke';
 * const code = await reproduceFranke(['--quick', '--out', 'out/franke'], { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });
 * ```
 */
export async function reproduceFranke(argv: readonly string[], io: { out(text: string): void; err(text: string): void; readonly tty?: boolean }): Promise<number> {
  try {
    const flags = parseFlags('reproduce franke2007', argv, FLAGS);
    if (flags.help === true) {
      io.out(REPRODUCE_FRANKE_HELP);
      return 0;
    }
    const quick = flags.quick === true;
    const seed = intFlag('reproduce franke2007', 'seed', flags.seed, 0, MAX_SEED) ?? 0;
    const seeds = intFlag('reproduce franke2007', 'seeds', flags['seeds'], 1, 1000) ?? 1;
    if (typeof flags.out !== 'string' || flags.out === '') throw new UsageError('reproduce franke2007: --out DIR is required');
    const outDir = checkOutputDir('reproduce franke2007', flags.out);
    if (flags.trace === undefined && !quick) throw new UsageError('reproduce franke2007: --trace FILE is required (or use --quick)');
    const trace = tracePath(typeof flags.trace === 'string' ? flags.trace : 'KTH-SP2');
    const swf = await loadTrace(trace, { minJobs: 2 });
    const machineSize = swf.header.maxProcs ?? swf.jobs.reduce((m, j) => Math.max(m, j.processors), 0); // no spread: traces have 10^5+ jobs
    const jobs = quick ? swf.jobs.slice(0, QUICK.jobs) : swf.jobs;
    const workers = intFlag('reproduce franke2007', 'workers', flags.workers, 1, 256) ?? availableParallelism();
    const queue = distributedTraining('reproduce franke2007', flags);
    const module = workers > 1 && queue === undefined ? workerModule() : undefined;
    const log = logJsonlFlag('reproduce franke2007', flags['log-jsonl'], outDir);
    const t0 = performance.now();
    const results = await reproduceFranke2007({
      ...(module === undefined
        ? {}
        : { evaluatorFor: (problem, kind) => workerEvaluator({ module, exportName: 'frankeWorkerObjective', factoryData: { problem, kind }, workers }) }),
      ...(queue === undefined ? {} : { evaluatorFor: (problem, kind) => queue('frankeWorkerObjective', { problem, kind }) }),
      jobs,
      machineSize,
      seed,
      seeds,
      ...(quick ? { p: QUICK.p, generations: QUICK.generations, rules: QUICK.rules } : {}),
      onProgress: stageProgressReporter({ stream: { write: io.err, isTTY: io.tty === true } }),
      ...(log === undefined ? {} : { onIteration: log }),
    }).finally(() => log?.close());
    const seconds = (performance.now() - t0) / 1000;
    const written = await writeReport(outDir, franke2007Report(results, { trace: basename(trace), quick }));
    io.out(printFindings(results.findings, results.studySeeds, results.settings, quick ? 'quick' : 'full'));
    io.out(tables(results));
    io.out(`\n${jobs.length} jobs, m = ${machineSize}, ${seconds.toFixed(1)} s; wrote ${written.files.length} files to ${written.dir} (open report.html)\n`);
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`schedlab ${e.message}\n`);
      return 2;
    }
    if (e instanceof InvalidInputError) {
      // a bad trace or option, like a bad flag (README: exit code 2)
      io.err(`schedlab reproduce franke2007: ${e.message}\n`);
      return 2;
    }
    if (e instanceof SchedlabError) {
      io.err(`schedlab reproduce franke2007: ${e.name}: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}
