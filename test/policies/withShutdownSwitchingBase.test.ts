import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, type Decision, type Policy } from '../../src/engine/index';
import { energyBackfilling, idleTimeout, withShutdown } from '../../src/policies/index';
import { dupontSetup } from '../../src/experiments/index';
import { loadTrace } from '../../src/experiments/traces/loadTrace';
import { bundledTracePath } from '../../src/traces/index';

/** The servers a batch of decisions switches (not starts). */
function switched(decisions: readonly Decision[]): number[] {
  return decisions.flatMap((d) => (d.type === 'switchOn' || d.type === 'switchOff' || d.type === 'powerOff' || d.type === 'setPstate' ? [...d.servers] : []));
}

/**
 * A new user's trial (2026-11-28): `--policy energy-bf --shutdown idle:10` and `--policy FIFO-Poff
 * --shutdown idle:60` on KTH-SP2 stopped with "server 4 is already switchingOn" / "server 94 is
 * switchingOff": withShutdown switched, in the same batch, servers its base had just switched.
 */
describe('withShutdown over a base that switches servers itself', () => {
  it.each([
    ['energyBackfilling', (): Policy => energyBackfilling(), 10],
    ['FIFO-Poff', (): Policy => dupontSetup('FIFO-Poff'), 60],
  ])('%s: the run ends, and the wrapper never switches a server its base switched in the same batch', async (_name, makeBase, suspendTime) => {
    const trace = await loadTrace(bundledTracePath('KTH-SP2').path);
    const jobs = trace.jobs.slice(0, 1500);
    const base = makeBase();
    let overlaps = 0;
    let batches = 0;
    const spy: Policy = {
      name: base.name,
      decide(view, ctx) {
        const out = base.decide(view, ctx);
        lastBase = switched(out);
        return out;
      },
    };
    let lastBase: number[] = [];
    const wrapped = withShutdown(spy, idleTimeout({ suspendTime }));
    const checked: Policy = {
      name: wrapped.name,
      decide(view, ctx) {
        lastBase = [];
        const out = wrapped.decide(view, ctx);
        const mine = switched(out).slice(lastBase.length); // the base's decisions come first in the batch
        if (lastBase.length > 0) batches++;
        if (mine.some((s) => lastBase.includes(s))) overlaps++;
        return out;
      },
    };
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs }).run(checked);
    expect(r.jobs).toHaveLength(1500);
    expect(batches).toBeGreaterThan(0); // the base did switch servers
    expect(overlaps).toBe(0);
  }, 120_000);
});
