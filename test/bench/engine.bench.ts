/**
 * Engine benchmarks (issue: simulation core). One op = one complete simulation.
 * - malleable-paper: 50 jobs on 10 servers, Swarm2 setup, a fresh Table 3 job set per op
 *   (workload generation included), as in the paper's training loop.
 * - malleable-scaleup: Table 13 (500 jobs, 100 servers, dynamism 50), Swarm2.
 * - malleable-large: 100,000 jobs on 1,000 servers,
 *   Swarm2; dynamism 20 keeps utilization near 50% (Table 3 sets run at about 30%), so the
 *   queue stays short; reports events per second too.
 * - malleable-scaleup-50k-jobs: the Table 13 platform and load with 50,000 jobs.
 * `jobsPerSecond` compares sizes; `eventsPerSecond` counts job events plus server power transitions.
 */
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import { dupontSetup } from '../../src/experiments/index';
import { googleLikeWorkload } from '../../src/workload/index';
import type { BenchCase } from './harness';

const swarm2 = dupontSetup('Swarm2');

function malleable(name: string, servers: number, jobs: number, dynamism: number, seconds: number): BenchCase {
  const sim = createSimulation({
    platform: homogeneousPlatform({ servers }),
    workload: googleLikeWorkload({ servers, jobs, dynamism }),
  });
  let seed = 0;
  return {
    name,
    unit: 'simulation',
    seconds,
    warmup: Math.min(0.5, seconds / 4),
    op: () => {
      const r = sim.run(swarm2, { seed: seed++ });
      // events: submissions + completions + reconfiguration ends + 3 power transitions per power-off
      return { units: 1, jobs, events: 2 * jobs + r.metrics.reconfigurations + 3 * r.metrics.powerOffs };
    },
  };
}

export const benchmarks: BenchCase[] = [
  malleable('malleable-paper', 10, 50, 500, 3),
  malleable('malleable-scaleup', 100, 500, 50, 3),
  malleable('malleable-large', 1000, 100_000, 20, 6),
  // Same platform and load as malleable-scaleup with 100 times the jobs: linear growth shows
  // as equal jobsPerSecond.
  malleable('malleable-scaleup-50k-jobs', 100, 50_000, 50, 6),
];
