import type { PowerModel } from './PowerModel';
import { requireObject } from '../errors/internals/knownKeys';
import { InvalidInputError } from '../errors/InvalidInputError';

/**
 * Energy (J) of one power-off cycle of total length `duration` seconds: switch off, stay off,
 * switch on, so that the server is idle again exactly `duration` seconds after the decision.
 *
 * @example
 * ```ts
 * import { offCycleEnergy, PAPER_POWER_MODEL } from 'schedlab/power';
 * offCycleEnergy(PAPER_POWER_MODEL, 900); // 6.1*101 + 151.52*125.17 + (900-157.62)*9.75
 * ```
 */
export function offCycleEnergy(model: PowerModel, duration: number): number {
  requireObject('offCycleEnergy(model)', model, 'a power model from powerModel()');
  if (!Number.isFinite(duration)) throw new InvalidInputError(`offCycleEnergy(duration): expected a finite number of seconds, got ${String(duration)}`);
  const offTime = duration - model.switchOffDuration - model.switchOnDuration;
  return (
    model.switchOffDuration * model.switchingOff + model.switchOnDuration * model.switchingOn + offTime * model.off
  );
}
