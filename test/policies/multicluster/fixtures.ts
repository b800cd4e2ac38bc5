import type { RigidJob } from '../../../src/engine/Job';
import { platform, type Platform } from '../../../src/engine/platform';
import { powerModel } from '../../../src/power/PowerModel';
import type { LinkContention } from '../../../src/engine/InterClusterLink';

/**
 * The hand-computed case of the baseline tests: c0 = 4 PEs of speed 1 (100 W busy, 10 W idle),
 * c1 = 2 PEs of speed 2 (300 W, 50 W), link bandwidth 10.
 */
export function smallPlatform(contention: LinkContention = 'concurrent'): Platform {
  return platform(
    [
      { name: 'c0', servers: 4, speed: 1, power: powerModel({ computing: 100, idle: 10 }) },
      { name: 'c1', servers: 2, speed: 2, power: powerModel({ computing: 300, idle: 50 }) },
    ],
    { link: { bandwidth: 10, contention } },
  );
}

export const rigid = (id: string, processors: number, runtime: number, sigma = 1, taskBandwidth = 0): RigidJob => ({
  kind: 'rigid', id, submit: 0, processors, runtime, estimate: runtime, sigma, taskBandwidth,
});

/** j3 needs 5 PEs: more than either cluster, so it is always co-allocated (SC = 4 x 5 / 10 = 2, SD = 1.5, Te = 3). */
export const smallJobs: readonly RigidJob[] = [rigid('j0', 2, 10), rigid('j1', 3, 4), rigid('j2', 2, 6), rigid('j3', 5, 2, 0.5, 4)];
