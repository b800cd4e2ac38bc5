import type { Policy } from '../engine/Policy';
import { InvalidInputError } from '../errors/InvalidInputError';
import { requireObject } from '../errors/internals/knownKeys';
import { breakEvenShutdown } from '../policies/breakEvenShutdown';
import { idleTimeout } from '../policies/idleTimeout';
import { keepIdle } from '../policies/keepIdle';
import type { ShutdownRule } from '../policies/ShutdownRule';
import { withShutdown, type WithShutdownOptions } from '../policies/withShutdown';
import { showValue } from '../errors/internals/showValue';

/** A number of a spec, or an InvalidInputError naming the spec. */
function num(spec: string, part: string | undefined, what: string, fallback?: number): number {
  if (part === undefined || part === '') {
    if (fallback !== undefined) return fallback;
    throw new InvalidInputError(`shutdown rule "${spec}": ${what} is missing`);
  }
  const v = Number(part);
  if (!(Number.isFinite(v) && v >= 0)) throw new InvalidInputError(`shutdown rule "${spec}": ${what} must be a number >= 0, got "${part}"`);
  return v;
}

/**
 * A shutdown rule from its command-line spelling (`schedlab simulate --shutdown SPEC`, issue 38):
 * `idle:S` (Slurm's idle timeout, SuspendTime S seconds), `idle:S:RATE` (at most RATE switch-offs
 * per minute, Slurm's SuspendRate), `breakeven[:F]` (off after F times the break-even duration,
 * default 1), `keep:K[:S]` (keep K idle servers, the others off after S seconds, default 0).
 *
 * @throws InvalidInputError naming the spec for an unknown rule or a bad number
 * @example
 * ```ts
 * import { shutdownRuleBySpec } from 'schedlab/experiments';
 * const rule = shutdownRuleBySpec('idle:1800'); // idleTimeout({ suspendTime: 1800 })
 * ```
 */
export function shutdownRuleBySpec(text: string): ShutdownRule {
  if (typeof text !== 'string') throw new InvalidInputError(`shutdownRuleBySpec(text): expected a rule such as idle:1800, got ${showValue(text)}`);
  const spec = text;
  const [kind, a, b, ...rest] = spec.split(':');
  if (rest.length > 0) throw new InvalidInputError(`shutdown rule "${spec}": too many parts`);
  switch (kind) {
    case 'idle':
      return idleTimeout({ suspendTime: num(spec, a, 'the suspend time (s)'), ...(b === undefined ? {} : { maxSuspendsPerMinute: num(spec, b, 'the suspend rate (servers per minute)') }) });
    case 'breakeven':
      if (b !== undefined) throw new InvalidInputError(`shutdown rule "${spec}": breakeven takes one factor`);
      return breakEvenShutdown(num(spec, a, 'the factor', 1));
    case 'keep':
      return keepIdle(num(spec, a, 'the reserve K'), num(spec, b, 'the suspend time (s)', 0));
    default:
      throw new InvalidInputError(`shutdown rule "${spec}": expected idle:S[:RATE], breakeven[:F] or keep:K[:S]`);
  }
}

/**
 * `withShutdown(base, shutdownRuleBySpec(spec), options)`: what `schedlab simulate --policy NAME
 * --shutdown SPEC [--shutdown-wake MODE]` runs.
 *
 * @param options - withShutdown's options (`wake`: `--shutdown-wake`)
 * @throws InvalidInputError naming the spec for an unknown rule or a bad number
 * @example
 * ```ts
 * import { policyByName, shutdownBySpec } from 'schedlab/experiments';
 * const policy = shutdownBySpec(policyByName('easy'), 'idle:1800');
 * const slurmLike = shutdownBySpec(policyByName('easy'), 'idle:1800', { wake: 'allocate' });
 * ```
 */
export function shutdownBySpec(base: Policy, text: string, options: WithShutdownOptions = {}): Policy {
  requireObject('shutdownBySpec(base)', base, 'a Policy');
  if (typeof text !== 'string') throw new InvalidInputError(`shutdownBySpec(text): expected a rule such as idle:1800, got ${showValue(text)}`);
  return withShutdown(base, shutdownRuleBySpec(text), options);
}
