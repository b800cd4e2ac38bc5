import { availableParallelism } from 'node:os';
import { dupont2020Config } from '../experiments/dupont2020/Dupont2020Config';
import { reproduceDupont2020 } from '../experiments/dupont2020/reproduceDupont2020';
import { dupont2020Report } from '../experiments/dupont2020/dupont2020Report';
import type { Report } from '../plot/Report';
import { workerEvaluator } from '../optimizers/workerEvaluator';
import { loadVega } from '../plot/internals/loadVega';
import { writeReport } from '../plot/writeReport';
import { MAX_SEED } from '../random/createRng';
import { type FlagSpec, helpText, intFlag, parseFlags } from './flags';
import type { CliIo } from './CliIo';
import { checkOutputDir } from './outputPath';
import { stageProgressReporter } from '../experiments/stageProgressReporter';
import { LOG_JSONL_FLAG, logJsonlFlag } from './logJsonlFlag';
import { profileFlag } from './profileFlag';
import { REPRODUCE_FRANKE_USAGE, reproduceFranke } from './reproduceFranke';
import { REPRODUCE_CHHABRA_USAGE, reproduceChhabra } from './reproduceChhabra';
import { formatTable } from './table';
import { UsageError } from './UsageError';
import { workerModule } from './workerModule';
import { DISTRIBUTED_FLAGS, distributedTraining } from './distributedTraining';
import { DUPONT2020_READINGS } from '../experiments/dupont2020/dupont2020Readings';
import { readingsFlag } from './readingsFlag';

const FLAGS: readonly FlagSpec[] = [
  { name: 'quick', type: 'boolean', help: 'reduced sizes (12 particles, 15 epochs, 8 sets per epoch, 30 evaluation sets): under a minute' },
  { name: 'seed', type: 'string', value: 'N', help: 'seed of the whole study (default 1)' },
  { name: 'seeds', type: 'string', value: 'N', help: 'run the study under N root seeds derived from --seed (default 1); the findings count over all' },
  { name: 'out', type: 'string', value: 'DIR', help: 'write results.json, CSV tables, SVG figures, Vega-Lite specs and report.html to DIR' },
  { name: 'workers', type: 'string', value: 'N', help: 'worker threads for the training (default: available cores; 1 = this thread only)' },
  { name: 'optimizer', type: 'string', value: 'NAME', help: 'tuner of the swarms: pso (default, the paper) or cma-es (same number of evaluations)' },
  { name: 'profile', type: 'string', value: 'NAME', help: "paper (default) or authors2020 (the authors' simulator at commit dcf38a9; see docs/reproduction.md)" },
  { name: 'training-sets', type: 'string', value: 'NAME', help: "independent (fresh sets per epoch; default with --profile paper) or authors2020 (epoch k: seeds k..k+49; default with --profile authors2020)" },
  { name: 'reevaluate', type: 'string', value: 'NAME', help: 'PSO: none (default, the paper), global-best or all-bests (re-evaluate the bests on each epoch\'s sets)' },
  { name: 'readings', type: 'string', value: 'LIST', help: `run the study under each reading (comma-separated names, or all): one findings column per reading; names tuner/training-sets[/allAtOnce] (allAtOnce: Algorithm 1's shutdown step powers every available server off at once; default one server at a time): ${DUPONT2020_READINGS.map((r) => r.name).join(', ')}` },
  LOG_JSONL_FLAG,
  ...DISTRIBUTED_FLAGS,
];

export const REPRODUCE_HELP = helpText(
  'Usage: schedlab reproduce dupont2020 [--quick] [--seed N] [--seeds N] [--out DIR] [--workers N] [--optimizer pso|cma-es] [--profile NAME] [--training-sets NAME] [--reevaluate NAME] [--readings LIST] [--log-jsonl FILE] [--redis URL [--queue NAME]]\n' +
    REPRODUCE_FRANKE_USAGE.replace('Usage: ', '       ') + '\n' +
    REPRODUCE_CHHABRA_USAGE.replace('Usage: ', '       '),
  'Reproduces a paper end to end. dupont2020: trains Swarm1-3 by PSO (section 5.3), evaluates the ten\n' +
    'setups in the main, resilience and scale-up experiments, ranks them with Friedman tests and post-hoc\n' +
    'weak rankings (section 6) and draws the figures. Run "schedlab reproduce franke2007 --help" and\n' +
    '"schedlab reproduce chhabra2019 --help" for the others.',
  FLAGS,
);

/** The printable tables of a report. */
function printTables(report: Report): string {
  const out: string[] = [];
  for (const section of report.sections) {
    out.push(`\n== ${section.heading}`);
    if (section.text !== undefined) out.push(section.text);
    for (const t of section.tables ?? []) out.push('', t.caption, formatTable(t.columns, t.rows, 3));
  }
  return `${out.join('\n')}\n`;
}

async function dupont2020(argv: readonly string[], io: CliIo): Promise<number> {
  const f = parseFlags('reproduce dupont2020', argv, FLAGS);
  if (f['help'] === true) {
    io.out(REPRODUCE_HELP);
    return 0;
  }
  const seed = intFlag('reproduce dupont2020', 'seed', f['seed'], 0, MAX_SEED) ?? 1;
  const seeds = intFlag('reproduce dupont2020', 'seeds', f['seeds'], 1, 1000) ?? 1;
  const workers = intFlag('reproduce dupont2020', 'workers', f['workers'], 1, 256) ?? availableParallelism();
  const out = typeof f['out'] === 'string' ? checkOutputDir('reproduce dupont2020', f['out']) : undefined;
  const profile = profileFlag('reproduce dupont2020', f['profile']);
  const optimizer = f['optimizer'] ?? 'pso';
  if (optimizer !== 'pso' && optimizer !== 'cma-es') throw new UsageError(`reproduce dupont2020: --optimizer expects pso or cma-es, got "${String(optimizer)}"`);
  const trainingSets = f['training-sets'];
  if (trainingSets !== undefined && trainingSets !== 'independent' && trainingSets !== 'authors2020') {
    throw new UsageError(`reproduce dupont2020: --training-sets expects independent or authors2020, got "${String(trainingSets)}"`);
  }
  const reevaluate = f['reevaluate'];
  if (reevaluate !== undefined && reevaluate !== 'none' && reevaluate !== 'global-best' && reevaluate !== 'all-bests') {
    throw new UsageError(`reproduce dupont2020: --reevaluate expects none, global-best or all-bests, got "${String(reevaluate)}"`);
  }
  const config = dupont2020Config(f['quick'] === true ? 'quick' : 'full', {
    profile: profile.name,
    optimizer,
    ...(trainingSets === undefined ? {} : { trainingSets }),
    ...(reevaluate === undefined ? {} : { reevaluate }),
  });
  const readings = readingsFlag('reproduce dupont2020', f['readings'], DUPONT2020_READINGS);
  const queue = distributedTraining('reproduce dupont2020', f);
  const module = workers > 1 && queue === undefined ? workerModule() : undefined;
  if (workers > 1 && queue === undefined && module === undefined) io.err('note: worker threads need the built package (npm run build); training in this thread\n');
  const log = logJsonlFlag('reproduce dupont2020', f['log-jsonl'], out);
  const started = Date.now();
  let results;
  try {
    results = await reproduceDupont2020(config, {
      seed,
      seeds,
      ...(readings === undefined ? {} : { readings }),
      ...(module === undefined ? {} : { evaluatorFor: (spec) => workerEvaluator({ module, exportName: 'dupontTrainingObjective', factoryData: spec, workers }) }),
      ...(queue === undefined ? {} : { evaluatorFor: (spec) => queue('dupontTrainingObjective', spec) }),
      onProgress: stageProgressReporter({ stream: { write: io.err, isTTY: io.tty } }),
      ...(log === undefined ? {} : { onIteration: log }),
    });
  } finally {
    log?.close();
  }
  const seconds = (Date.now() - started) / 1000;
  const report = dupont2020Report(results);
  io.out(printTables(report));
  io.out(`\n${config.mode} reproduction${profile.name === 'paper' ? '' : ` (profile ${profile.name})`}, ${seeds === 1 ? `seed ${seed}` : `${seeds} seeds from ${seed}`}: ${results.simulations.training} training and ${results.simulations.evaluation} evaluation simulations${seeds === 1 ? "" : " per seed"} in ${seconds.toFixed(1)} s (${queue !== undefined ? 'queue workers' : `${module === undefined ? 1 : workers} thread(s)`})\n`);
  if (out === undefined) io.out('Add --out DIR to write results.json, the CSV tables, the figures and report.html.\n');
  if (out !== undefined) {
    const files = await writeReport(out, report);
    io.err(`wrote ${files.files.length} files to ${files.dir} (open report.html)\n`);
  }
  return 0;
}

/** `schedlab reproduce <paper>`. */
export async function reproduce(argv: readonly string[], io: CliIo): Promise<number> {
  const [paper, ...rest] = argv;
  if (paper === undefined || paper === '--help' || paper === '-h') {
    io.out(REPRODUCE_HELP);
    return paper === undefined ? 2 : 0;
  }
  const known = paper === 'dupont2020' || paper === 'franke2007' || paper === 'chhabra2019';
  // the report's figures need the optional peers vega and vega-lite: say so before hours of training, not after
  if (known && !rest.includes('--help') && !rest.includes('-h')) await loadVega();
  if (paper === 'dupont2020') return dupont2020(rest, io);
  if (paper === 'franke2007') return reproduceFranke(rest, io);
  if (paper === 'chhabra2019') return reproduceChhabra(rest, io);
  throw new UsageError(`reproduce: unknown paper "${paper}"; expected dupont2020, franke2007 or chhabra2019`);
}
