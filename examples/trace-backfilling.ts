/**
 * Replay a real workload trace (KTH SP2, 28,476 jobs) under FCFS, EASY and conservative
 * backfilling, and report the metrics of Franke et al. (utilization, AWRT per user group).
 *
 * Run from the repository root (the trace ships with the package: schedlab/traces):
 *   npx tsx examples/trace-backfilling.ts
 */
import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
import { traceMetrics, userGroups } from 'schedlab/experiments';
import { conservativeBackfilling, easyBackfilling, fcfs } from 'schedlab/policies';
import { readBundledTrace } from 'schedlab/traces';

const trace = await readBundledTrace('KTH-SP2'); // readSwf(path) for a log of your own
const machineSize = trace.header.maxProcs ?? 100;
console.log(`${trace.jobs.length} jobs kept, ${trace.rejected.length} lines rejected (first: line ${trace.rejected[0]?.line}, ${trace.rejected[0]?.reason})`);

const groups = userGroups(trace.jobs); // 5 groups by share of the consumed resources
const sim = createSimulation({ platform: homogeneousPlatform({ servers: machineSize }), jobs: trace.jobs });
for (const policy of [fcfs(), easyBackfilling(), conservativeBackfilling()]) {
  const result = sim.run(policy);
  const m = traceMetrics(trace.jobs, result.jobs, { machineSize, groups });
  const perGroup = m.awrtPerGroup.map((a) => (a / 3600).toFixed(1)).join(' / ');
  console.log(`${policy.name.padEnd(24)} U ${(100 * m.utilization).toFixed(1)}%  AWRT ${(m.awrt / 3600).toFixed(2)} h  per group ${perGroup} h  f_obj ${m.objective.toFixed(0)}`);
}
