import { InvalidInputError } from '../../errors/InvalidInputError';
import { checkOptions, optionKeys } from '../../errors/internals/knownKeys';
import type { SleepState } from '../SleepState';
import { powerFieldProblem } from './powerBounds';

const SLEEP_STATE_KEYS = optionKeys<SleepState>({ off: true, switchingOff: true, switchOffDuration: true, switchingOn: true, switchOnDuration: true });
const SLEEP_FIELDS = ['off', 'switchingOff', 'switchOffDuration', 'switchingOn', 'switchOnDuration'] as const;

/**
 * The checked, frozen sleep states of a model (1 to 255, each field a finite number >= 0 within
 * the power model's bounds, sleep state 0 equal to the model's own off and transition fields), or
 * an InvalidInputError naming the field.
 */
export function checkedSleepStates(model: SleepState, given: readonly SleepState[]): readonly SleepState[] {
  if (!Array.isArray(given) || given.length === 0 || given.length > 255) throw new InvalidInputError(`power model: sleepStates must be an array of 1 to 255 sleep states, got ${String(given)}`);
  return Object.freeze(
    given.map((ss, k) => {
      checkOptions(`powerModel(options).sleepStates[${k}]`, ss, SLEEP_STATE_KEYS);
      for (const f of SLEEP_FIELDS) {
        const problem = powerFieldProblem(f, ss[f]);
        if (problem !== undefined) throw new InvalidInputError(`power model: sleepStates[${k}].${f} must be ${problem}, got ${String(ss[f])}`);
      }
      const { off, switchingOff, switchOffDuration, switchingOn, switchOnDuration } = ss;
      const own = { off, switchingOff, switchOffDuration, switchingOn, switchOnDuration };
      if (k === 0 && SLEEP_FIELDS.some((f) => own[f] !== model[f])) {
        const mine = SLEEP_FIELDS.map((f) => `${f} ${model[f]}`).join(', ');
        throw new InvalidInputError(`power model: sleepStates[0] is the model's own sleep state (${mine}), got ${JSON.stringify(ss)}`);
      }
      return Object.freeze(own);
    }),
  );
}
