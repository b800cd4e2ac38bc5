import { InvalidInputError } from '../../../errors/InvalidInputError';
import { dupontProfile, type DupontProfile, type DupontProfileName } from '../dupontProfile';

/**
 * The simulator profile `name` under a reading of the shutdown step: its setup's
 * `shutdownGranularity` replaced by `granularity` (both profiles shut down `perServer`; a study's
 * `Dupont2020Config.shutdownGranularity` may ask for `allAtOnce`). Undefined keeps the profile's.
 * Training (`dupontTrainingObjective`, the validation of `trainDupontSwarms`) and evaluation
 * (`reproduceDupont2020`) take their profile from here, so the swarms are trained and evaluated under
 * the same reading.
 *
 * @throws InvalidInputError when `granularity` is neither 'perServer' nor 'allAtOnce'
 */
export function readingProfile(name: DupontProfileName, granularity: 'perServer' | 'allAtOnce' | undefined, where: string): DupontProfile {
  const profile = dupontProfile(name);
  if (granularity === undefined) return profile;
  if (granularity !== 'perServer' && granularity !== 'allAtOnce') {
    throw new InvalidInputError(`${where}: shutdownGranularity must be 'perServer' or 'allAtOnce', got ${JSON.stringify(granularity)}`);
  }
  return Object.freeze({ ...profile, setup: Object.freeze({ ...profile.setup, shutdownGranularity: granularity }) });
}
