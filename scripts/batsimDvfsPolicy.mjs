// A p-state (DVFS) policy to check `setPstate` under the real Batsim: `npm run check:batsim` runs it (row `dvfs`), and
// so can anyone: `schedlab batsim --policy scripts/batsimDvfsPolicy.mjs` (after `npm run build`; it imports dist/).
//
// FCFS in submission order (the queue's head starts while it fits, on the lowest idle servers). Every job starts at
// p-state SLOW: its servers are set to it (`setPstate`) in the same decision list, before the start. BOOST seconds
// after a job's start (a `callMeLater`), the servers of each job running since then go back to p-state 0: the running
// job is re-timed (our engine: its work left at the new speed, exactly; Batsim: SimGrid's execution at the new pstate).
// Written for Batsim's energy_platform_homogeneous_no_net_*.xml hosts (computing pstates 0..12; pstate 6 runs at
// 68.78 Mflop/s of 100 and draws 146.92 W computing). The session needs the platform's p-states in its power model
// (`--power FILE`, as the check writes it from the platform file). Its state (which jobs were boosted) lives in the object: one object per run (`dvfsFcfs()`).
import { callMeLater, setPstate, startJob } from '../dist/engine/index.js';

/** The p-state every job starts in. */
export const SLOW = 6;
/** Seconds after its start at which a job's servers go back to the nominal p-state 0. */
export const BOOST = 2;

/** A fresh policy object (it remembers the jobs it boosted). */
export function dvfsFcfs(slow = SLOW, boost = BOOST) {
  const boosted = new Set();
  return {
    name: `dvfs-fcfs(p${slow}, p0 after ${boost} s)`,
    decide(view) {
      const out = [];
      for (const r of view.running) {
        // at Batsim's precision: the call comes back at the time asked rounded to the microsecond
        if (!boosted.has(r.id) && r.start + boost <= view.now + 1e-6) {
          boosted.add(r.id);
          out.push(setPstate([...r.servers], 0));
        }
      }
      const free = [...view.availableServers];
      for (const job of view.queue) {
        if (job.kind !== 'rigid' || job.processors > free.length) break;
        const servers = free.splice(0, job.processors);
        out.push(setPstate(servers, slow), startJob(job.id, servers), callMeLater(view.now + boost));
      }
      return out;
    },
  };
}

export default dvfsFcfs();
