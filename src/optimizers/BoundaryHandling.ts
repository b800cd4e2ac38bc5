/**
 * How an optimizer brings a coordinate that left the box back inside.
 *
 * - `'reflect'`: fold back at the violated bound, repeatedly until inside
 *   (`x = max - (x - max)` / `x = min + (min - x)`, Dupont et al. 2020, sec. 4.3); a particle's
 *   velocity component is negated when the fold count is odd (it now moves the other way).
 * - `'clip'`: set to the violated bound; a particle's velocity component is set to 0.
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
