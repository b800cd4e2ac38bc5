import { dupontProfile, type DupontProfile } from '../experiments/dupont2020/dupontProfile';
import { UsageError } from './UsageError';

/** Names `--profile` accepts. */
const PROFILES = ['paper', 'authors2020'] as const;

/** Reads `--profile NAME` (default `paper`): a simulator profile of Dupont 2020. */
export function profileFlag(command: string, raw: string | boolean | string[] | undefined): DupontProfile {
  if (raw === undefined) return dupontProfile('paper');
  const name = PROFILES.find((p) => p === raw);
  if (name === undefined) throw new UsageError(`${command}: --profile expects one of ${PROFILES.join(', ')}, got "${String(raw)}"`);
  return dupontProfile(name);
}
