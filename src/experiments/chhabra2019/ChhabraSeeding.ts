/**
 * How the initial populations of the Chhabra study's metaheuristics are drawn: `'none'` (uniform)
 * or `'heuristics'` (First-Fit's and Best-Fit's plans seeded).
 *
 * @example
 * ```ts
 * import type { ChhabraSeeding } from 'schedlab/experiments';
 * const s: ChhabraSeeding = 'heuristics';
 * ```
 */
export type ChhabraSeeding = 'none' | 'heuristics';
