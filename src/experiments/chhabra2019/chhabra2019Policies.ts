/**
 * The seven policies of Chhabra et al. 2019's comparison, in Table III's order.
 *
 * @example
 * ```ts
 * import { CHHABRA2019_POLICIES } from 'schedlab/experiments';
 * CHHABRA2019_POLICIES.at(-1); // 'HCSPSO'
 * ```
 */
export const CHHABRA2019_POLICIES = Object.freeze(['First-Fit', 'METLE', 'EAMM', 'Best-Fit', 'MOPSO-FGA', 'MOGA', 'HCSPSO'] as const);
/**
 * A policy of {@link CHHABRA2019_POLICIES}.
 *
 * @example
 * ```ts
 * import type { ChhabraPolicy } from 'schedlab/experiments';
 * const p: ChhabraPolicy = 'MOGA';
 * ```
 */
export type ChhabraPolicy = (typeof CHHABRA2019_POLICIES)[number];
/**
 * The criteria compared: the three objectives and the eq. 8 fitness normalised by First-Fit.
 *
 * @example
 * ```ts
 * import { CHHABRA2019_CRITERIA } from 'schedlab/experiments';
 * CHHABRA2019_CRITERIA.length; // 4
 * ```
 */
export const CHHABRA2019_CRITERIA = Object.freeze(['makespan', 'energy', 'meanFlowtime', 'fitness'] as const);
