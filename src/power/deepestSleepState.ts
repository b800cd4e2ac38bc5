import { InvalidInputError } from '../errors/InvalidInputError';
import { requireObject } from '../errors/internals/knownKeys';
import { showValue } from '../errors/internals/showValue';
import { breakEvenOffDuration } from './breakEvenOffDuration';
import type { PowerModel } from './PowerModel';

/**
 * The deepest sleep state worth entering for an off cycle of `duration` seconds (from the switch-off
 * decision until the server must be idle again): among the model's sleep states whose break-even
 * ({@link breakEvenOffDuration} with that state) is below `duration`, the one with the lowest power
 * asleep (`off`; a tie: the lower index). `undefined` when no state pays off so soon.
 *
 * This is the choice of the multi-state shutdown literature (ACPI S3/S4/S5; Raïs, Orgerie & Quinson,
 * ICA3PP 2016; Benini, Bogliolo & De Micheli, "A survey of design techniques for system-level dynamic
 * power management", IEEE TVLSI 8(3), 2000): a deeper state saves more per second asleep but its
 * dearer transitions pay back only over a longer sleep. It is a documented simplification of the
 * energy-optimal choice (the state whose cycle of that length costs least, `offCycleEnergy`): the two
 * agree when, as in ACPI, a deeper state has both the lower off power and the dearer transitions,
 * except for durations just past the deeper state's break-even, where its cycle already costs less
 * than staying idle but still more than the lighter state's cycle.
 *
 * @param model - the power model (one sleep state when it lists none)
 * @param duration - the predicted off cycle (s), >= 0 (Infinity: the deepest state that ever pays)
 * @throws InvalidInputError when duration is not a number >= 0
 * @example
 * ```ts
 * import { deepestSleepState, powerModel, PAPER_POWER_MODEL } from 'schedlab/power';
 * const { off, switchingOff, switchOffDuration, switchingOn, switchOnDuration } = PAPER_POWER_MODEL; // sleep state 0
 * const deep = { off: 4, switchingOff: 101, switchOffDuration: 20, switchingOn: 125.17, switchOnDuration: 300 };
 * const model = powerModel({ sleepStates: [{ off, switchingOff, switchOffDuration, switchingOn, switchOnDuration }, deep] });
 * deepestSleepState(model, 100); // undefined: below both break-evens (211.67 s, 420.78 s)
 * deepestSleepState(model, 300); // 0
 * deepestSleepState(model, 3600); // 1
 * ```
 */
export function deepestSleepState(model: PowerModel, duration: number): number | undefined {
  requireObject('deepestSleepState(model)', model, 'a power model from powerModel()');
  if (!(typeof duration === 'number' && duration >= 0)) throw new InvalidInputError(`deepestSleepState(duration): expected a number of seconds >= 0, got ${showValue(duration)}`);
  const states = model.sleepStates ?? [model];
  let best: number | undefined;
  for (let k = 0; k < states.length; k++) {
    if (!(breakEvenOffDuration(model, { sleepState: k }) < duration)) continue;
    if (best === undefined || (states[k]!.off < states[best]!.off)) best = k;
  }
  return best;
}
