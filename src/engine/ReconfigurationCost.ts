import { requireNumber } from '../errors/internals/knownKeys';

/**
 * Duration (s) of reconfiguring a malleable job from `from` to `to` servers when it holds
 * `data` units of data. Must return a finite number >= 0.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type ReconfigurationCost } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * // Moving data costs one second per unit, whatever the server counts.
 * const flat: ReconfigurationCost = (from, to, data) => data;
 * const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(), reconfigurationCost: flat });
 * ```
 */
export type ReconfigurationCost = (from: number, to: number, data: number) => number;

/**
 * The reconfiguration time of Dupont et al. 2020, section 3:
 * `T(n->m) = D/n * (ceil(n/m) - 1)` if n >= m, `D/m * (ceil(m/n) - 1)` if n <= m.
 *
 * @example
 * ```ts
 * import { paperReconfigurationCost } from 'schedlab/engine';
 * paperReconfigurationCost(2, 5, 100); // 100/5 * (ceil(5/2) - 1) = 40
 * ```
 */
export const paperReconfigurationCost: ReconfigurationCost = (from, to, data) => {
  numbers('paperReconfigurationCost', from, to, data);
  return from >= to ? (data / from) * (Math.ceil(from / to) - 1) : (data / to) * (Math.ceil(to / from) - 1);
};

/**
 * Alternative cost in which every step of redistribution moves one block:
 * `T(n->m) = D / max(n, m) * floor(max(n, m) / min(n, m))`.
 *
 * @example
 * ```ts
 * import { blockReconfigurationCost } from 'schedlab/engine';
 * blockReconfigurationCost(2, 5, 100); // 100/5 * floor(5/2) = 40
 * ```
 */
export const blockReconfigurationCost: ReconfigurationCost = (from, to, data) => {
  numbers('blockReconfigurationCost', from, to, data);
  const hi = Math.max(from, to);
  const lo = Math.min(from, to);
  return (data / hi) * Math.floor(hi / lo);
};

/** The three arguments are numbers (a typed error otherwise, not a TypeError from arithmetic on an object). */
function numbers(fn: string, from: unknown, to: unknown, data: unknown): void {
  requireNumber(`${fn}(from)`, from);
  requireNumber(`${fn}(to)`, to);
  requireNumber(`${fn}(data)`, data);
}
