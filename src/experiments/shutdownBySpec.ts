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

/** The rule's sleep state option from the text after `@` (absent: none). */
function sleepStateOf(spec: string, part: string | undefined): { readonly sleepState?: number | 'deepest' } {
  if (part === undefined) return {};
  if (part === 'deepest') return { sleepState: 'deepest' };
  if (/^[0-9]{1,3}$/.test(part) && Number(part) <= 254) return { sleepState: Number(part) };
  throw new InvalidInputError(`shutdown rule "${spec}": the sleep state after @ must be an integer in [0, 254] or deepest, got "${part}"`);
}

/**
 * A shutdown rule from its command-line spelling (`schedlab simulate --shutdown SPEC`, issue 38):
 * `idle:S` (Slurm's idle timeout, SuspendTime S seconds), `idle:S:RATE` (at most RATE switch-offs
 * per minute, Slurm's SuspendRate), `breakeven[:F]` (off after F times the break-even duration,
 * default 1), `keep:K[:S]` (keep K idle servers, the others off after S seconds, default 0); each
 * may end with `@K` (servers go to sleep state K of the power model, `sleepState: K`) or `@deepest`
 * (the deepest state worth each server's predicted off cycle): `idle:1800@1`, `breakeven@deepest`.
 * A state the platform's model lacks is refused at the rule's first call in a run.
 *
 * @throws InvalidInputError naming the spec for an unknown rule, a bad number or a bad sleep state
 * @example
 * ```ts
 * import { shutdownRuleBySpec } from 'schedlab/experiments';
 * const rule = shutdownRuleBySpec('idle:1800'); // idleTimeout({ suspendTime: 1800 })
 * const deep = shutdownRuleBySpec('idle:1800@1'); // idleTimeout({ suspendTime: 1800, sleepState: 1 })
 * ```
 */
export function shutdownRuleBySpec(text: string): ShutdownRule {
  if (typeof text !== 'string') throw new InvalidInputError(`shutdownRuleBySpec(text): expected a rule such as idle:1800, got ${showValue(text)}`);
  const spec = text;
  const [body, state, ...more] = spec.split('@');
  if (more.length > 0) throw new InvalidInputError(`shutdown rule "${spec}": one @STATE at most`);
  const sleep = sleepStateOf(spec, state);
  const [kind, a, b, ...rest] = (body as string).split(':');
  if (rest.length > 0) throw new InvalidInputError(`shutdown rule "${spec}": too many parts`);
  switch (kind) {
    case 'idle':
      return idleTimeout({ suspendTime: num(spec, a, 'the suspend time (s)'), ...(b === undefined ? {} : { maxSuspendsPerMinute: num(spec, b, 'the suspend rate (servers per minute)') }), ...sleep });
    case 'breakeven':
      if (b !== undefined) throw new InvalidInputError(`shutdown rule "${spec}": breakeven takes one factor`);
      return breakEvenShutdown(num(spec, a, 'the factor', 1), sleep);
    case 'keep':
      return keepIdle(num(spec, a, 'the reserve K'), num(spec, b, 'the suspend time (s)', 0), sleep);
    default:
      throw new InvalidInputError(`shutdown rule "${spec}": expected idle:S[:RATE], breakeven[:F] or keep:K[:S], each optionally followed by @STATE`);
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
