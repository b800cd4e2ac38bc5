import { InvalidInputError } from '../errors/InvalidInputError';
import type { ServerSegment } from './ServerSegment';
import { checkFinite } from './internals/check';
import { checkSegments } from './internals/checkSegments';
import type { PowerStateName } from './powerStateColors';
import { requireObject } from '../errors/internals/knownKeys';

const POWER_STATES: readonly PowerStateName[] = ['off', 'switchingOn', 'idle', 'computing', 'switchingOff'];

/**
 * A point of a step series: total power `watts` from `time` (seconds) until the next point.
 *
 * @example
 * ```ts
 * import { powerTimeline, type PowerPoint } from 'schedlab/plot';
 * const points: PowerPoint[] = powerTimeline([{ server: 0, state: 'idle', start: 0, end: 100 }], { idle: 95 });
 * // Energy (J) is the integral of the step series.
 * const energy = points.reduce((e, p, i) => e + p.watts * ((points[i + 1]?.time ?? p.time) - p.time), 0); // 9500
 * ```
 */
export interface PowerPoint {
  /** Time in seconds. */
  readonly time: number;
  /** Total power in watts, held until the next point's time. */
  readonly watts: number;
}

/**
 * Turns server power-state segments into the cluster's total power as a step series (the power
 * model of Dupont, Mejri & Da Costa 2020, section 3.2: each server draws the constant power of its
 * state). Pure function.
 *
 * Each output point holds from its time until the next point's; consecutive equal values are
 * merged. The first point is at the earliest segment start, the last at the latest segment end,
 * with the power drawn after it (0 W: no server is described then). A server without a segment
 * at some time contributes 0 W there. Hence the integral of the series equals the energy:
 * `sum_i watts_i * (time_{i+1} - time_i)` = `sum over segments of powerByState[state] * (end - start)`.
 *
 * @param segments - per-server `[start, end)` intervals (as in `ganttFigure`); one server's
 *   segments must not overlap
 * @param powerByState - watts drawn in each state (every state used must be listed, finite, >= 0);
 *   a `PowerModel` (e.g. `PAPER_POWER_MODEL`) works as it is: its five states are read, its
 *   durations ignored
 * @returns the step series, sorted by time (empty for no segments)
 * @throws InvalidInputError for overlapping segments of a server, `end < start`, a state missing
 *   from `powerByState` or a negative/non-finite power
 * @example
 * ```ts
 * import { powerTimeline } from 'schedlab/plot';
 * powerTimeline(
 *   [{ server: 0, state: 'computing', start: 0, end: 10 }, { server: 1, state: 'idle', start: 5, end: 10 }],
 *   { idle: 95, computing: 190 },
 * ); // [{ time: 0, watts: 190 }, { time: 5, watts: 285 }, { time: 10, watts: 0 }]
 * ```
 * @example
 * ```ts
 * import { PAPER_POWER_MODEL } from 'schedlab/power';
 * import { powerTimeline } from 'schedlab/plot';
 * powerTimeline([{ server: 0, state: 'off', start: 0, end: 100 }], PAPER_POWER_MODEL); // 9.75 W for 100 s
 * ```
 */
export function powerTimeline(
  segments: readonly ServerSegment[],
  powerByState: { readonly [S in PowerStateName]: number } | Readonly<Record<string, number>>,
): PowerPoint[] {
  const fn = 'powerTimeline';
  checkSegments(fn, 'segments', segments);
  requireObject(`${fn}(powerByState)`, powerByState, 'a power model or a record of watts per state');
  const byState = powerByState as Readonly<Record<string, number>>;
  // A PowerModel (all five states, plus transition durations in seconds): read the five states only.
  const isModel = POWER_STATES.every((s) => typeof byState[s] === 'number');
  const states = isModel ? [...POWER_STATES] : Object.keys(byState);
  const index = new Map<string, number>();
  const watts: number[] = [];
  states.forEach((s, i) => {
    const w = checkFinite(fn, `powerByState.${s}`, byState[s]);
    if (w < 0) throw new InvalidInputError(`${fn}: powerByState.${s}: expected watts >= 0, got ${w}`);
    index.set(s, i);
    watts.push(w);
  });
  // Events: +1 / -1 server in a state; counting servers per state avoids floating-point drift.
  const events: { time: number; state: number; delta: number }[] = [];
  segments.forEach((seg, i) => {
    const state = index.get(seg.state);
    if (state === undefined) {
      throw new InvalidInputError(`${fn}: segments[${i}].state: ${JSON.stringify(seg.state)} has no power in powerByState (known: ${states.join(', ')})`);
    }
    if (seg.end > seg.start) {
      events.push({ time: seg.start, state, delta: 1 }, { time: seg.end, state, delta: -1 });
    }
  });
  events.sort((a, b) => a.time - b.time);
  const counts = new Array<number>(states.length).fill(0);
  const out: PowerPoint[] = [];
  let k = 0;
  while (k < events.length) {
    const time = events[k]?.time ?? 0;
    while (k < events.length && events[k]?.time === time) {
      const e = events[k];
      if (e !== undefined) counts[e.state] = (counts[e.state] ?? 0) + e.delta;
      k++;
    }
    let total = 0;
    counts.forEach((c, s) => {
      total += c * (watts[s] ?? 0);
    });
    const last = out[out.length - 1];
    if (last === undefined || last.watts !== total || k === events.length) out.push({ time, watts: total });
  }
  return out;
}
