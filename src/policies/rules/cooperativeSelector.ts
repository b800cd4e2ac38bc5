import { InvalidInputError } from '../../errors/InvalidInputError';
import type { FuzzyRuleBase } from './fuzzyRuleBase';
import type { StrategySelector } from './StrategySelector';

/**
 * The two rule bases of the coevolutionary variant (Franke, Lepping & Schwiegelshohn, sec. 4.2,
 * Fig. 4) as one selector: `sorting` chooses one of the 4 `SORTING_CRITERIA`, `algorithm` one of
 * the 4 `SCHEDULING_ALGORITHMS`; the strategy is `3 * sorting + algorithm`, or Greedy (12) when
 * the algorithm is Greedy (its own sorting makes the sorting output redundant).
 *
 * @param sorting - fuzzy rule base with 4 outputs
 * @param algorithm - fuzzy rule base with 4 outputs
 * @throws InvalidInputError when a rule base does not have 4 outputs
 * @example
 * ```ts
 * import { cooperativeSelector, ruleBaseEncoding } from 'schedlab/policies';
 * const enc = ruleBaseEncoding({ outputs: 4 });
 * const sel = cooperativeSelector(enc.decode(new Float64Array(180).fill(0.5)), enc.decode(new Float64Array(180).fill(0.5)));
 * ```
 */
export function cooperativeSelector(sorting: FuzzyRuleBase, algorithm: FuzzyRuleBase): StrategySelector {
  if (sorting?.outputs !== 4) throw new InvalidInputError(`cooperativeSelector: the sorting rule base must have 4 outputs, got ${String(sorting?.outputs)}`);
  if (algorithm?.outputs !== 4) throw new InvalidInputError(`cooperativeSelector: the algorithm rule base must have 4 outputs, got ${String(algorithm?.outputs)}`);
  return Object.freeze({
    select(x: Float64Array): number {
      const a = algorithm.select(x);
      return a === 3 ? 12 : 3 * sorting.select(x) + a;
    },
  });
}
