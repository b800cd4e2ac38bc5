/**
 * `npm run bench`: runs every benchmark module listed below and prints one JSON line per case.
 * Optional arguments: a substring to select cases by name (`npm run bench -- optimizer`), and
 * `--long` to include the cases that take minutes (e.g. `pitts-kth-training`), and `--ops N` to
 * run each selected case exactly N times, without warm-up, instead of for a time (deterministic
 * work for instruction counts; one-shot cases ignore it).
 */
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
const opsAt = args.indexOf('--ops');
const ops = opsAt === -1 ? undefined : Number(args[opsAt + 1]);
if (ops !== undefined && !(Number.isInteger(ops) && ops > 0)) {
  throw new Error(`--ops expects a positive integer (the number of operations per case), got ${JSON.stringify(args[opsAt + 1])}`);
}
const filter = args.find((a, i) => !a.startsWith('--') && !(opsAt !== -1 && i === opsAt + 1));
for (const load of modules) {
  const { benchmarks } = await load();
  for (const c of benchmarks) {
    if (filter !== undefined && !c.name.includes(filter)) continue;
    if (c.long === true && !long && filter !== c.name) continue;
    const once = c.once;
    console.log(JSON.stringify(once === undefined ? runBench(c, ops) : await runOnce({ ...c, once })));
  }
}
