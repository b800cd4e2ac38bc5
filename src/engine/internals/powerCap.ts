import type { Decision } from '../Decision';
import { COMPUTING, IDLE, OFF, SWITCHING_OFF, SWITCHING_ON } from './constants';
import type { DecisionChecks } from './DecisionChecks';
import type { RunState as Run } from './RunState';
import { secondsForMessage } from '../../errors/internals/formatForMessage';
import type { CapSchedule } from './CapSchedule';


/** The cap at `now` (W; Infinity when none applies). */
export function capAt(cap: CapSchedule | undefined, now: number): number {
  if (cap === undefined) return Infinity;
  let lo = 0;
  let hi = cap.times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cap.times[mid] as number) <= now) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? Infinity : (cap.watts[lo - 1] as number);
}

/**
 * The power (W) a decision adds to the platform's draw at the instant it is applied, as the cap
 * check counts it: a start or a grow adds computing minus idle power on each server it takes; a
 * switch-on adds switching-on power minus the server's power now (off, or switching off: its
 * switch-on then starts when the switch-off ends); a p-state change the new power of the server's
 * state minus the old. Other decisions (and servers a decision does not change) add nothing; the
 * value may be negative. Servers are read as they are (the checks of the decision come first).
 */
export function addedDraw(run: Pick<Run, 'cluster' | 'platform'>, d: Decision): number {
  const c = run.cluster;
  const p = c.power;
  let w = 0;
  switch (d?.type) {
    case 'start':
    case 'reconfigure':
      for (const s of d.servers) if (c.holder[s] === -1 && c.state[s] === IDLE) w += (p[s * 5 + COMPUTING] as number) - (p[s * 5 + IDLE] as number);
      return w;
    case 'switchOn':
      for (const s of d.servers) {
        const st = c.state[s];
        if (st === OFF || st === SWITCHING_OFF) w += (p[s * 5 + SWITCHING_ON] as number) - (p[s * 5 + (st as number)] as number);
      }
      return w;
    case 'setPstate': {
      for (const s of d.servers) {
        const st = c.state[s] as number;
        if (st !== IDLE && st !== COMPUTING) continue;
        const spec = run.platform.clusters[run.platform.serverCluster[s] as number]!;
        const ps = spec.power.pstates?.[d.pstate];
        if (ps === undefined && d.pstate !== 0) continue;
        w += (st === IDLE ? (ps?.idle ?? spec.power.idle) : (ps?.computing ?? spec.power.computing)) - (p[s * 5 + st] as number);
      }
      return w;
    }
    default:
      return 0;
  }
}

/**
 * Refuses (SimulationError naming the decision, the draw and the cap) a decision whose added draw
 * would take the platform above the cap at this instant; a relative tolerance of 1e-12 absorbs the
 * rounding of the running sum of the draw.
 */
export function checkCap(run: Run, d: Decision, c: DecisionChecks, cap: CapSchedule): void {
  const limit = capAt(cap, run.now);
  if (limit === Infinity) return;
  const added = addedDraw(run, d);
  if (added <= 0) return;
  const draw = run.cluster.draw.currentAt(run.now);
  if (draw + added > limit * (1 + 1e-12)) {
    const servers = 'servers' in d ? d.servers : [];
    c.fail(run, d, `it would draw ${(draw + added).toFixed(2)} W (now ${draw.toFixed(2)} W + ${added.toFixed(2)} W), above the power cap of ${limit} W in force at ${secondsForMessage(run.now)} s`, 'job' in d ? d.job : undefined, servers);
  }
}
