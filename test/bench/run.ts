/**
 * `npm run bench`: runs every benchmark case listed by the modules below and prints one JSON line per case.
 * Optional arguments: a substring to select cases by name (`npm run bench -- optimizer`), and
 * `--long` to include the cases that take minutes (e.g. `pitts-kth-training`), and `--ops N` to
 * run each selected case exactly N times, without warm-up, instead of for a time (deterministic
 * work for instruction counts; one-shot cases ignore it).
 *
 * Each case runs in a process of its own that loads only the module defining it (the parent
 * lists the cases and starts one `node` per case, as pyperf does): V8 compiles and inlines the
 * engine from the feedback of the code it has run, so a case measured after others, or beside
 * other modules' data, measures that history too. Measured on 2026-11-29: the same code costs
 * 1,094.7 M instructions per `fcfs-saturated-50k` simulation when its module is the only one
 * loaded and 1,176.0 M in one process with every module, and def51a5's code 1,091.0 M and
 * 981.2 M (docs/benchmarks.md, "One process per case"). `--in-process` runs every case in this
 * process instead (the behaviour before 2026-11-29).
 */
import { spawnSync } from 'node:child_process';
import { runBench, runOnce, type BenchCase } from './harness';

const modules: Array<() => Promise<{ benchmarks: readonly BenchCase[] }>> = [
  // Each module exports `benchmarks: BenchCase[]`. Add new modules here.
  () => import('./engine.bench'),
  () => import('./optimizers.bench'),
  () => import('./rigid.bench'),
  () => import('./saturated.bench'),
  () => import('./statistics.bench'),
  () => import('./franke.bench'),
  () => import('./distributed.bench'),
  () => import('./multicluster.bench'),
];

const args = process.argv.slice(2);
const long = args.includes('--long');
const inProcess = args.includes('--in-process');
const opsAt = args.indexOf('--ops');
const ops = opsAt === -1 ? undefined : Number(args[opsAt + 1]);
if (ops !== undefined && !(Number.isInteger(ops) && ops > 0)) {
  throw new Error(`--ops expects a positive integer (the number of operations per case), got ${JSON.stringify(args[opsAt + 1])}`);
}
const childAt = args.indexOf('--child');
const known = new Set(['--long', '--in-process', '--ops', '--child']);
const unknown = args.find((a) => a.startsWith('--') && !known.has(a));
if (unknown !== undefined) throw new Error(`unknown option ${unknown}: expected a name filter, --long, --ops N or --in-process`);
const filter = args.find((a, i) => !a.startsWith('--') && !(opsAt !== -1 && i === opsAt + 1) && !(childAt !== -1 && (i === childAt + 1 || i === childAt + 2)));

async function measure(c: BenchCase): Promise<void> {
  const once = c.once;
  console.log(JSON.stringify(once === undefined ? runBench(c, ops) : await runOnce({ ...c, once })));
}

if (childAt !== -1) {
  // a child: `--child MODULE CASE` runs one case of one module
  const { benchmarks } = await modules[Number(args[childAt + 1])]!();
  const c = benchmarks.find((b) => b.name === args[childAt + 2]);
  if (c === undefined) throw new Error(`no benchmark case ${args[childAt + 2]} in module ${args[childAt + 1]}`);
  await measure(c);
} else {
  for (let m = 0; m < modules.length; m++) {
    const { benchmarks } = await modules[m]!();
    for (const c of benchmarks) {
      if (filter !== undefined && !c.name.includes(filter)) continue;
      if (c.long === true && !long && filter !== c.name) continue;
      if (inProcess) {
        await measure(c);
        continue;
      }
      const childArgs = [...process.execArgv, process.argv[1]!, '--child', String(m), c.name, ...(ops === undefined ? [] : ['--ops', String(ops)])];
      const r = spawnSync(process.execPath, childArgs, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`benchmark case ${c.name} failed (exit ${r.status ?? r.signal})`);
      process.stdout.write(r.stdout);
    }
  }
}
