import { InvalidInputError } from '../../errors/InvalidInputError';
import type { PowerModel } from '../PowerModel';
import type { SleepState } from '../SleepState';

/**
 * Sleep state `k` of a model (state 0: the model's own off and transition fields, listed or not),
 * or an InvalidInputError naming `where` when `k` is not one of its states.
 */
export function sleepStateOf(model: PowerModel, k: number, where: string): SleepState {
  const count = model.sleepStates?.length ?? 1;
  if (!(Number.isInteger(k) && k >= 0 && k < count)) throw new InvalidInputError(`${where}: sleepState must be an integer in [0, ${count - 1}] (the power model has ${count} sleep state${count === 1 ? '' : 's'}), got ${String(k)}`);
  return k === 0 ? model : (model.sleepStates![k] as SleepState);
}
