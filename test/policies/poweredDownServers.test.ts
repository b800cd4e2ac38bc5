import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSimulation, homogeneousPlatform, type ClusterView, type Policy, type RigidJob } from '../../src/engine/index';
import { powerModel } from '../../src/power/index';
import { easyBackfilling, energyBackfilling, idleTimeout, withShutdown } from '../../src/policies/index';

// Issue 38 (i38power): the engine keeps the servers off or switching (`view.poweredDownServers`), so
// withShutdown reads only those instead of every server's state at each scheduling point. Checked
// against the definition (every server's `serverState`) at every decision, and the schedules against
// the same policy reading every server (a view without the list), with server failures mixed in.
const MODEL = powerModel({ off: 10, switchingOn: 100, switchOnDuration: 30, idle: 50, computing: 200, switchingOff: 80, switchOffDuration: 20 });

const arb = fc.record({
  servers: fc.integer({ min: 1, max: 70 }), // up to three words of the engine's bit set
  jobs: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 400 }), share: fc.double({ min: 0, max: 1, noNaN: true }), runtime: fc.integer({ min: 1, max: 900 }) }), { minLength: 1, maxLength: 40 }),
  failures: fc.array(fc.record({ server: fc.nat(), down: fc.integer({ min: 0, max: 5000 }), length: fc.integer({ min: 1, max: 600 }) }), { maxLength: 3 }),
  timeout: fc.integer({ min: 0, max: 300 }),
  energyBf: fc.boolean(),
});

/** The definition: servers neither idle nor computing, by reading each one. */
function scanned(view: ClusterView): number[] {
  const out: number[] = [];
  for (let s = 0; s < view.platform.serverCount; s++) {
    const st = view.serverState(s);
    if (st !== 'idle' && st !== 'computing') out.push(s);
  }
  return out;
}

/** `inner` seeing a view without `poweredDownServers` (one proxy per run, so per-run memory holds). */
function withoutList(inner: Policy): Policy {
  const proxies = new WeakMap<ClusterView, ClusterView>();
  return {
    name: inner.name,
    decide(view, ctx) {
      let p = proxies.get(view);
      if (p === undefined) {
        p = new Proxy(view, {
          get(target, key) {
            if (key === 'poweredDownServers') return undefined;
            const v = Reflect.get(target, key, target) as unknown;
            return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
          },
        });
        proxies.set(view, p);
      }
      return inner.decide(p, ctx);
    },
  };
}

describe('view.poweredDownServers (withShutdown reads only the servers off or switching)', () => {
  it('is every server neither idle nor computing, ascending, at every decision; schedules as a full scan does', () => {
    fc.assert(
      fc.property(arb, ({ servers, jobs: raw, failures: rawFailures, timeout, energyBf }) => {
        let t = 0;
        const jobs: RigidJob[] = raw.map((r, i) => {
          t += r.gap;
          const processors = 1 + Math.floor(r.share * (servers - 1));
          return { kind: 'rigid', id: `j${i}`, submit: t, processors, runtime: r.runtime, estimate: r.runtime };
        });
        const failures = rawFailures
          .map((f) => ({ server: f.server % servers, down: f.down, up: f.down + f.length }))
          .filter((f, i, all) => all.findIndex((g) => g.server === f.server) === i); // one per server: no overlap
        const sim = createSimulation({ platform: homogeneousPlatform({ servers, power: MODEL }), jobs });
        const make = (): Policy => (energyBf ? energyBackfilling() : withShutdown(easyBackfilling(), idleTimeout({ suspendTime: timeout })));
        const base = make();
        let checked = 0;
        const checking: Policy = {
          name: base.name,
          decide(view, ctx) {
            expect(view.poweredDownServers).toEqual(scanned(view));
            checked++;
            return base.decide(view, ctx);
          },
        };
        const options = failures.length > 0 ? { availability: { failures } } : {};
        const a = sim.run(checking, options);
        const b = sim.run(withoutList(make()), options);
        expect(checked).toBeGreaterThan(0);
        expect(a.jobs.map((j) => [j.start, j.end])).toEqual(b.jobs.map((j) => [j.start, j.end]));
        expect(a.metrics.energy).toBe(b.metrics.energy);
        expect(a.metrics.switchOffs).toBe(b.metrics.switchOffs);
      }),
      { numRuns: 60, seed: 38 },
    );
  });

  it('is empty while every server is on, and lists a server from its switch-off to its return', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 3, power: MODEL }), jobs: [{ kind: 'rigid', id: 'a', submit: 0, processors: 3, runtime: 100, estimate: 100 }, { kind: 'rigid', id: 'b', submit: 1000, processors: 3, runtime: 100, estimate: 100 }] });
    const seen: string[] = [];
    const base = withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 50 }));
    sim.run({ name: 'spy', decide: (v, c) => (seen.push(`${v.now}:${(v.poweredDownServers ?? []).join(',')}`), base.decide(v, c)) });
    // 0: all on; 100: a ends (idle); 150: timeout, switched off (listed from then on: the
    // decision at 150 is read before the switch-off); 170: off; 1000: b arrives, woken; 1030: idle again
    expect(seen).toEqual(['0:', '100:', '150:', '170:0,1,2', '1000:0,1,2', '1030:']);
  });
});
