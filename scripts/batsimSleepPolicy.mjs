// A policy with two sleep states, to check `switchOff(servers, { sleepState })` under the real Batsim: `npm run
// check:batsim` runs it (row `sleep`, on scripts/batsimTwoSleepStates.xml), and so can anyone: `schedlab batsim --policy
// scripts/batsimSleepPolicy.mjs --pstate-sleeping 13,16 --power FILE` (after `npm run build`; it imports dist/).
//
// FCFS in submission order (the queue's head starts while it fits, on the lowest idle servers). When the queue is empty,
// every idle server but the first RESERVE is switched off: even-numbered ones to sleep state 0 (deep: 9.75 W, 151.52 s
// to wake on the platform), odd-numbered ones to sleep state 1 (light: 50 W, 25 s to wake). When the head does not fit,
// enough sleeping servers are switched on for it (those already coming back count), light sleepers first, then the
// lowest numbers. Stateless: what it decides depends on the view only (one object serves any number of runs).
import { startJob, switchOff, switchOn } from '../dist/engine/index.js';

/** Servers 0..RESERVE-1 are never switched off. */
export const RESERVE = 2;

/** The policy (`reserve` servers always on). */
export function sleepFcfs(reserve = RESERVE) {
  return {
    name: `sleep-fcfs(reserve ${reserve}, even servers to sleep state 0, odd to 1)`,
    decide(view) {
      const out = [];
      const free = [...view.availableServers];
      let head;
      for (const job of view.queue) {
        if (job.kind !== 'rigid' || job.processors > free.length) {
          head = job;
          break;
        }
        out.push(startJob(job.id, free.splice(0, job.processors)));
      }
      const n = view.platform.serverCount;
      if (head === undefined) {
        const idle = free.filter((s) => s >= reserve);
        const deep = idle.filter((s) => s % 2 === 0);
        const light = idle.filter((s) => s % 2 === 1);
        if (deep.length > 0) out.push(switchOff(deep));
        if (light.length > 0) out.push(switchOff(light, { sleepState: 1 }));
        return out;
      }
      // servers coming back (switching on, or switching off with a switch-on pending) count for the head
      const asleep = [];
      let coming = 0;
      for (let s = 0; s < n; s++) {
        const st = view.serverState(s);
        if (st === 'idle' || st === 'computing') continue;
        if (view.readyAt(s) === Infinity) asleep.push(s);
        else coming++;
      }
      const missing = head.processors - free.length - coming;
      if (missing > 0 && asleep.length > 0) {
        asleep.sort((a, b) => (view.sleepState(b) ?? 0) - (view.sleepState(a) ?? 0) || a - b);
        out.push(switchOn(asleep.slice(0, missing)));
      }
      return out;
    },
  };
}

export default sleepFcfs();
