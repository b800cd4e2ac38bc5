/**
 * How an optimizer brings a coordinate that left the box back inside.
 *
 * - `'reflect'`: fold back at the violated bound, repeatedly until inside
 *   (`x = max - (x - max)` / `x = min + (min - x)`, Dupont et al. 2020, sec. 4.3); a particle's
 *   velocity component is negated when the fold count is odd (it now moves the other way).
 * - `'clip'`: set to the violated bound; a particle's velocity component is set to 0. This is
 *   schedlab's reading of Chhabra et al. 2019, Algorithm 4 line 25 ("check and correct the velocity
 *   boundaries for each component of velocity-vector"): a position that leaves the box is clamped
 *   to it and the escaping velocity component is corrected, so a coordinate can sit exactly on a
 *   bound (an availability share of exactly 0 or 1). `reproduceChhabra2019` gives it to every
 *   metaheuristic of its comparison.
 * - `'random'`: redraw uniformly in the dimension's range; velocity unchanged.
 * - `'periodic'`: wrap around (`min + (x - min) mod (max - min)`); velocity unchanged.
 *
 * @example
 * ```ts
 * import { pso, type BoundaryHandling } from 'schedlab/optimizers';
 * const mode: BoundaryHandling = 'periodic';
 * const optimizer = pso({ boundary: mode });
 * ```
 */
export type BoundaryHandling = 'reflect' | 'clip' | 'random' | 'periodic';
