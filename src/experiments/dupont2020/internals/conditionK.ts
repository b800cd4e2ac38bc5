import type { ReconfigurationInput } from '../../../policies/Condition';
import type { ParametricCondition } from '../../../policies/ParametricCondition';
import { condition1, condition2, condition3 } from '../../../policies/reconfigurationConditions';

/**
 * The reconfiguration condition of Rand-ParamK and SwarmK (Dupont 2020, section 4.1, conditions
 * 1-3): their family is `greedyFamily(conditionK(k), options)`.
 */
export function conditionK(k: 1 | 2 | 3): ParametricCondition<ReconfigurationInput> {
  return k === 1 ? condition1 : k === 2 ? condition2 : condition3;
}
