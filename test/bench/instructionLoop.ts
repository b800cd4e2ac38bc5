/**
 * Standalone loop for instruction counts under valgrind (issue 38, i38power; docs/benchmarks.md,
 * "Cost of issues 38-42 when unused"): `node loop.mjs malleable-paper|easy|fcfs N` runs N simulations and
 * nothing else, so I(3N) - I(N) over 2N is the instructions of one simulation.
 */
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import type { RigidJob } from '../../src/engine/Job';
import { dupontSetup } from '../../src/experiments/index';
import { googleLikeWorkload } from '../../src/workload/index';
import { easyBackfilling, fcfs } from '../../src/policies/index';
import { createRng } from '../../src/random/createRng';
import { uniform } from '../../src/random/uniform';

const which = process.argv[2];
const n = Number(process.argv[3]);
let sink = 0;
if (which === 'malleable-paper') {
  const swarm2 = dupontSetup('Swarm2');
  const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload({ servers: 10, jobs: 50, dynamism: 500 }) });
  for (let i = 0; i < n; i++) sink += sim.run(swarm2, { seed: i % 1000 }).metrics.energy;
} else {
  const rng = createRng(1);
  const jobs: RigidJob[] = Array.from({ length: Number(process.argv[4] ?? 10_000) }, (_, i) => {
    const runtime = 60 + Math.floor(uniform(rng) * 3600);
    return { kind: 'rigid', id: `j${i}`, submit: 0, processors: 1 + Math.floor(uniform(rng) * 32), runtime, estimate: 2 * runtime };
  });
  const sim = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs });
  for (let i = 0; i < n; i++) sink += sim.run(which === 'fcfs' ? fcfs() : easyBackfilling()).metrics.energy;
}
console.log(which, n, sink);
