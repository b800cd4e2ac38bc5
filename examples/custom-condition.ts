/**
 * Write your own reconfiguration condition and compare it with the paper's setups.
 *
 * A condition is any object with a name and `holds(input)`. Here: grow a running job only when
 * it scales well (alpha > 0.8), would at least double its servers, and little data must move.
 *
 * Run: npx tsx examples/custom-condition.ts
 */
import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
import { type Condition, greedyPolicy, powerOffRule, shutdownCondition, type ReconfigurationInput } from 'schedlab/policies';
import { dupontSetup } from 'schedlab/experiments';
import { googleLikeWorkload } from 'schedlab/workload';

const scalesWell: Condition<ReconfigurationInput> = {
  name: 'scalesWell',
  holds: (i) => i.alpha > 0.8 && i.newServers >= 2 * i.currentServers && i.data < 0.5 * i.maxData,
};

const mine = greedyPolicy({
  name: 'ScalesWell-Poff',
  reconfiguration: scalesWell,
  // the paper's shutdown condition with Swarm2's Table 4 parameters
  shutdown: powerOffRule({ condition: shutdownCondition.create([0.516, 0.814]), duration: { short: 528, long: 2962, pShort: 0.959 } }),
});

const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
const policies = [dupontSetup('FIFO'), dupontSetup('FIFO-Rcfg'), dupontSetup('Swarm2'), mine];
const sets = 50;
console.log(`mean over ${sets} Table 3 job sets (50 jobs, 10 servers):`);
for (const policy of policies) {
  let cost = 0;
  let reconfigurations = 0;
  for (let seed = 1; seed <= sets; seed++) {
    const m = sim.run(policy, { seed }).metrics; // seed names the job set: same sets for every policy
    cost += m.cost / sets;
    reconfigurations += m.reconfigurations / sets;
  }
  console.log(`${policy.name.padEnd(16)} cost ${cost.toFixed(3)}  reconfigurations ${reconfigurations.toFixed(2)}`);
}
