/**
 * `npm run bench`: runs every benchmark module listed below and prints one JSON line per case.
 * Optional argument: a substring to select cases by name, e.g. `npm run bench -- optimizer`.
 */
import { runBench, type BenchCase } from './harness';

const modules: Array<() => Promise<{ benchmarks: readonly BenchCase[] }>> = [
  // Each module exports `benchmarks: BenchCase[]`. Add new modules here.
  () => import('./engine.bench'),
  () => import('./optimizers.bench'),
  () => import('./rigid.bench'),
  () => import('./statistics.bench'),
  () => import('./franke.bench'),
];

const filter = process.argv[2];
for (const load of modules) {
  const { benchmarks } = await load();
  for (const c of benchmarks) {
    if (filter !== undefined && !c.name.includes(filter)) continue;
    console.log(JSON.stringify(runBench(c)));
  }
}
