/**
 * Chooses a scheduling strategy (index into `STRATEGIES`, 0..12) from the raw feature vector
 * `[SD, U_m, PRCWQ_1..PRCWQ_5]` of a scheduling point (Franke, Lepping & Schwiegelshohn,
 * sec. 4). Implemented by `rigidRuleBase`, `fuzzyRuleBase` (13 outputs) and
 * `cooperativeSelector`.
 *
 * @example
 * ```ts
 * import type { StrategySelector } from 'schedlab/policies';
 * // EASY (7) when the machine is busy, else FCFS by user group (9).
 * const busyEasy: StrategySelector = { select: (x) => (x[1]! > 0.8 ? 7 : 9) };
 * ```
 */
export interface StrategySelector {
  /** Strategy index for the features `x` (must not keep `x`, a reused buffer). */
  select(x: Float64Array): number;
}
