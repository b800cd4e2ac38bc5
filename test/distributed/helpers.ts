import { Redis } from 'ioredis';
import { minimize, pso, searchSpace, type MinimizeOptions, type Objective, type OptimizationResult } from '../../src/optimizers/index';
// @ts-expect-error plain ES module without types (the objectives the workers load)
import { noisySphere } from './fixtures/objectives.mjs';

/** The search space of the distributed tests. */
export const space = searchSpace({ lower: [-3, -2, -1], upper: [3, 2, 1] });
/** The in-thread twin of the workers' `noisySphere` (and of `slowSphere`, without the delay). */
export const local: Objective = { space, evaluate: (x, ctx) => (noisySphere as Objective).evaluate(x, ctx) as number };
/** What minimize gets when a queue evaluates: never called. */
export const remote: Objective = { space, evaluate: () => NaN };

/** PSO with 10 particles, seed 11: the run every distributed test compares with. */
export function run(objective: Objective, options: Omit<MinimizeOptions, 'seed'>): Promise<OptimizationResult> {
  return minimize(objective, pso({ swarmSize: 10 }), { seed: 11, ...options });
}

/** Keys of `queue` in the Redis at `port` (a fresh client, closed afterwards). */
export async function queueKeys(port: number, queue: string): Promise<string[]> {
  const c = new Redis(port, '127.0.0.1');
  try {
    return await c.keys(`bull:${queue}:*`);
  } finally {
    c.disconnect();
  }
}

/** Resolves once `check()` is true, polling every 50 ms; rejects after `ms` (a wide margin). */
export async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > end) throw new Error(`never happened within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
