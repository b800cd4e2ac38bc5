import { SHUTDOWN_RULE_NAMES } from '../experiments/internals/tuneShutdownRules';
import type { ShutdownStudyOptions } from '../experiments/shutdownStudy';
import { showValue } from '../errors/internals/showValue';
import type { FlagSpec } from './flags';
import { UsageError } from './UsageError';

/** A rule name as the study takes it (the CLI reaches policies only through experiments: DESIGN.md's arrows). */
type ShutdownRuleName = NonNullable<ShutdownStudyOptions['tune']>[number];

/** `--tune RULES` of `study shutdown`: the shutdown rules nsga2 tunes, each with the same budget. */
export const TUNE_FLAG: FlagSpec = {
  name: 'tune',
  type: 'string',
  value: 'RULES|all',
  help: `shutdown rules tuned by nsga2, comma-separated (${SHUTDOWN_RULE_NAMES.join(', ')}) or all, each with the same budget (population, generations, seeds, window 0); adds a rule column, each rule's parameters and the fronts' hypervolumes with findings over the seeds (default: idle only, as without the flag)`,
};

/**
 * The rules of `--tune RULES|all`, or undefined without the flag: `all` alone is the four rules;
 * otherwise distinct names from `SHUTDOWN_RULE_NAMES`, comma-separated. Anything else (an unknown
 * or empty name, a repeat) is a usage error naming the flag and the valid names.
 */
export function tuneFlag(command: string, value: unknown): readonly ShutdownRuleName[] | undefined {
  if (value === undefined) return undefined;
  const valid = `${SHUTDOWN_RULE_NAMES.join(', ')}, or all alone`;
  if (typeof value !== 'string') throw new UsageError(`${command}: --tune expects rule names (${valid})`);
  if (value === 'all') return SHUTDOWN_RULE_NAMES;
  const names = value.split(',');
  const out: ShutdownRuleName[] = [];
  for (const name of names) {
    if (!SHUTDOWN_RULE_NAMES.includes(name as ShutdownRuleName)) throw new UsageError(`${command}: --tune: unknown rule ${showValue(name)}; expected ${valid}`);
    if (out.includes(name as ShutdownRuleName)) throw new UsageError(`${command}: --tune: rule ${showValue(name)} is listed twice; expected distinct names from ${valid}`);
    out.push(name as ShutdownRuleName);
  }
  return out;
}
