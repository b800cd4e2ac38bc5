import { platform } from '../../../src/engine/platform';
import { chhabraPlatform } from '../../../src/experiments/chhabra2019/chhabraPlatform';
import { powerModel } from '../../../src/power/PowerModel';
import { batchProblem, type BatchProblem, type BatchStartRule } from '../../../src/policies/multicluster/BatchProblem';
import { createRng } from '../../../src/random/createRng';
import { batchWorkload } from '../../../src/workload/batchWorkload';

/**
 * The larger instances of the EAMM/METLE golden schedules (issue 32, class 3): 2,000 jobs of
 * `batchWorkload` (sizes 1-128, log-uniform), so that jobs larger than every cluster are
 * co-allocated.
 * - 'rc3': Chhabra's RC3 / SH2 (4 x 32 PEs, speeds 1, 1.5, 2, 3), concurrent link of 1,000 Mbit/s
 *   (jobs over 32 PEs fit no cluster alone);
 * - 'mixed': three clusters of unequal sizes, speeds and powers (48 x 1, 24 x 2, 96 x 1.5), the
 *   link shared by each co-allocated job alone ('own', 100 Mbit/s).
 */
export type LargeInstance = 'rc3' | 'mixed';

export function largeInstance(which: LargeInstance, startRule: BatchStartRule, jobs = 2000): BatchProblem {
  if (which === 'rc3') {
    const p = chhabraPlatform({ resources: 'RC3', speeds: 'SH2', linkContention: 'concurrent' });
    return batchProblem(p, batchWorkload({ jobs, processors: [1, 128] }).generate(createRng(11)), { startRule });
  }
  const p = platform(
    [
      { servers: 48, speed: 1, power: powerModel({ computing: 200, idle: 100 }) },
      { servers: 24, speed: 2, power: powerModel({ computing: 300, idle: 150 }) },
      { servers: 96, speed: 1.5, power: powerModel({ computing: 250, idle: 80 }) },
    ],
    { link: { bandwidth: 100, contention: 'own' } },
  );
  return batchProblem(p, batchWorkload({ jobs, processors: [1, 128] }).generate(createRng(12)), { startRule });
}
