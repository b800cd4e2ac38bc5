import type { Policy } from '../engine/Policy';
import { InvalidInputError } from '../errors/InvalidInputError';
import { conservativeBackfilling } from '../policies/conservativeBackfilling';
import { easyBackfilling } from '../policies/easyBackfilling';
import { fcfs } from '../policies/fcfs';
import { listScheduling } from '../policies/listScheduling';
import { energyBackfilling } from '../policies/energyBackfilling';
import { DUPONT_SETUPS, dupontSetup, type DupontSetupOptions } from './dupont2020/dupontSetup';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import { showValue } from '../errors/internals/showValue';

const POLICY_BY_NAME_SETUP_OPTIONS_KEYS = optionKeys<DupontSetupOptions>({ randomParametersSeed: true, swarmParameters: true, powerOffDuration: true, shutdownGranularity: true, reconfigureWhileQueued: true, reconfigurationOrder: true, shutdownWhileQueued: true });

/** The rigid-job schedulers by name, with the options each name stands for. */
const RIGID: Readonly<Record<string, () => Policy>> = {
  fcfs: () => fcfs(),
  list: () => listScheduling(),
  easy: () => easyBackfilling(),
  'easy-sjf': () => easyBackfilling({ backfillOrder: 'sjf' }),
  conservative: () => conservativeBackfilling(),
  'energy-bf': () => energyBackfilling(),
};

/**
 * The policy names {@link policyByName} accepts: the ten setups of Dupont et al. 2020 and the
 * rigid-job schedulers `fcfs`, `list`, `easy`, `easy-sjf` (EASY backfilling shortest job first),
 * `conservative` and `energy-bf` (`energyBackfilling()`, issue 38).
 *
 * @example
 * ```ts
 * import { POLICY_NAMES } from 'schedlab/experiments';
 * POLICY_NAMES.includes('easy'); // true
 * ```
 */
export const POLICY_NAMES: readonly string[] = Object.freeze([...DUPONT_SETUPS, ...Object.keys(RIGID)]);

/**
 * A policy by its name (case-insensitive), as `schedlab simulate --policy NAME` resolves it: one of
 * {@link POLICY_NAMES}. `setupOptions` go to the Dupont 2020 setups (e.g. a profile's step
 * options) and are ignored by the rigid-job schedulers.
 *
 * @param name - a name from {@link POLICY_NAMES}
 * @param setupOptions - options of `dupontSetup`
 * @throws InvalidInputError for an unknown name, listing the valid ones
 * @example
 * ```ts
 * import { policyByName } from 'schedlab/experiments';
 * const easy = policyByName('EASY');
 * const swarm2 = policyByName('swarm2', { shutdownGranularity: 'allAtOnce' });
 * ```
 */
export function policyByName(name: string, setupOptions: DupontSetupOptions = {}): Policy {
  checkOptions('policyByName(setupOptions)', setupOptions, POLICY_BY_NAME_SETUP_OPTIONS_KEYS);
  if (typeof name !== 'string') throw new InvalidInputError(`policyByName(name): expected a policy name, got ${showValue(name)}`);
  const key = name.toLowerCase();
  const rigid = RIGID[key];
  if (rigid !== undefined) return rigid();
  const setup = DUPONT_SETUPS.find((s) => s.toLowerCase() === key);
  if (setup !== undefined) return dupontSetup(setup, setupOptions);
  throw new InvalidInputError(`unknown policy "${name}"; expected one of ${POLICY_NAMES.join(', ')}`);
}
