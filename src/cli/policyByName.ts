import type { Policy } from '../engine/Policy';
import { conservativeBackfilling } from '../policies/conservativeBackfilling';
import { DUPONT_SETUPS, dupontSetup, type DupontSetupOptions } from '../experiments/dupont2020/dupontSetup';
import { easyBackfilling } from '../policies/easyBackfilling';
import { fcfs } from '../policies/fcfs';
import { listScheduling } from '../policies/listScheduling';
import { UsageError } from './UsageError';

/** Rigid-job schedulers by CLI name. */
const RIGID: Record<string, () => Policy> = {
  fcfs: () => fcfs(),
  list: () => listScheduling(),
  easy: () => easyBackfilling(),
  'easy-sjf': () => easyBackfilling({ backfillOrder: 'sjf' }),
  conservative: () => conservativeBackfilling(),
};

/** Policy names the CLI accepts (case-insensitive). */
export const POLICY_NAMES: readonly string[] = [...DUPONT_SETUPS, ...Object.keys(RIGID)];

/** Resolves a CLI policy name; `setupOptions` (e.g. a profile's) go to the Dupont 2020 setups. */
export function policyByName(name: string, setupOptions: DupontSetupOptions = {}): Policy {
  const key = name.toLowerCase();
  const rigid = RIGID[key];
  if (rigid !== undefined) return rigid();
  const setup = DUPONT_SETUPS.find((s) => s.toLowerCase() === key);
  if (setup !== undefined) return dupontSetup(setup, setupOptions);
  throw new UsageError(`unknown policy "${name}"; expected one of ${POLICY_NAMES.join(', ')}`);
}
