import type { Decision, Policy } from '../../src/engine/index';
import { powerOff, reconfigureJob, startJob } from '../../src/engine/index';
import { uniform, uniformIn, uniformInt } from '../../src/random/index';

/**
 * A policy that takes random *legal* decisions of every kind (start with any legal size, grow,
 * shrink, power off), drawing only from ctx.rng. Used to exercise the engine in property tests.
 */
export function randomPolicy(): Policy {
  return {
    name: 'random',
    decide(view, { rng }) {
      const free = view.availableServers.slice();
      const out: Decision[] = [];
      for (const job of view.queue) {
        const need = job.kind === 'malleable' ? job.minServers : job.processors;
        if (free.length < need) continue;
        const forced = view.running.length === 0 && out.length === 0;
        if (!forced && uniform(rng) < 0.3) continue;
        const n = job.kind === 'malleable' ? uniformInt(rng, need, Math.min(job.maxServers, free.length)) : need;
        out.push(startJob(job.id, free.splice(0, n)));
      }
      for (const r of view.running) {
        if (r.job.kind !== 'malleable' || r.reconfiguring || uniform(rng) < 0.7) continue;
        const n = r.servers.length;
        const canGrow = Math.min(r.job.maxServers - n, free.length);
        const canShrink = n - r.job.minServers;
        if (canGrow > 0 && (canShrink === 0 || uniform(rng) < 0.5)) {
          out.push(reconfigureJob(r.id, r.servers.concat(free.splice(0, uniformInt(rng, 1, canGrow)))));
        } else if (canShrink > 0) {
          out.push(reconfigureJob(r.id, r.servers.slice(0, n - uniformInt(rng, 1, canShrink))));
        }
      }
      if (free.length > 0 && uniform(rng) < 0.2) {
        out.push(powerOff(free.slice(0, uniformInt(rng, 1, free.length)), uniformIn(rng, 157.62, 2000)));
      }
      return out;
    },
  };
}
