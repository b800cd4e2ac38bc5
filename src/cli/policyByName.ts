import type { Policy } from '../engine/Policy';
import { InvalidInputError } from '../errors/InvalidInputError';
import { DUPONT_SETUPS, dupontSetup } from '../policies/dupontSetup';
import { UsageError } from './UsageError';

/** Policy names the CLI accepts (case-insensitive). */
export const POLICY_NAMES: readonly string[] = [...DUPONT_SETUPS];

/** Resolves a CLI policy name. */
export function policyByName(name: string): Policy {
  try {
    return dupontSetup(name);
  } catch (e) {
    if (e instanceof InvalidInputError) throw new UsageError(`unknown policy "${name}"; expected one of ${POLICY_NAMES.join(', ')}`);
    throw e;
  }
}
