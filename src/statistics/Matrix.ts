/**
 * A results matrix: one row per experiment (block, e.g. a job set), one column per setup
 * (scheduler configuration). Mutable `number[][]` arrays are accepted as well.
 *
 * @example
 * ```ts
 * import type { Matrix } from 'schedlab/statistics';
 * const costs: Matrix = [
 *   [1.2, 0.9, 1.1], // job set 1: cost of setups A, B, C
 *   [1.3, 1.0, 1.0], // job set 2
 * ];
 * ```
 */
export type Matrix = readonly (readonly number[])[];
