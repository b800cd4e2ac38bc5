import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Policy } from '../../engine/Policy';
import { createRng } from '../../random/createRng';
import { uniformIn } from '../../random/uniform';
import { always } from '../../policies/Condition';
import { greedyFamily, type GreedyFamilyOptions } from '../../policies/greedyFamily';
import { greedyPolicy } from '../../policies/greedyPolicy';
import type { ParametricPolicy } from '../../policies/ParametricPolicy';
import { powerOffRule } from '../../policies/PowerOffRule';
import { conditionK } from './internals/conditionK';

/**
 * The ten comparison setups of Dupont et al. 2020, section 5.4, in the paper's order.
 *
 * @example
 * ```ts
 * import { dupontSetup, DUPONT_SETUPS } from 'schedlab/experiments';
 * const policies = DUPONT_SETUPS.map((name) => dupontSetup(name)); // the ten policies of section 5.4
 * ```
 */
export const DUPONT_SETUPS = [
  'FIFO',
  'FIFO-Rcfg',
  'FIFO-Poff',
  'FIFO-Rcfg-Poff',
  'Rand-Param1',
  'Rand-Param2',
  'Rand-Param3',
  'Swarm1',
  'Swarm2',
  'Swarm3',
] as const;

/**
 * Name of one of the ten setups.
 *
 * @example
 * ```ts
 * import { dupontSetup, type DupontSetupName } from 'schedlab/experiments';
 * const tuned: DupontSetupName[] = ['Swarm1', 'Swarm2', 'Swarm3'];
 * const policies = tuned.map((name) => dupontSetup(name));
 * ```
 */
export type DupontSetupName = (typeof DUPONT_SETUPS)[number];

/**
 * Parameters found by the paper's three swarms (Table 4), in `greedyFamily` order.
 *
 * @example
 * ```ts
 * import { greedyFamily, condition3 } from 'schedlab/policies';
 * import { TABLE4_PARAMETERS } from 'schedlab/experiments';
 * const swarm3 = greedyFamily(condition3).create(TABLE4_PARAMETERS.Swarm3); // same as dupontSetup('Swarm3') up to its name
 * ```
 */
export const TABLE4_PARAMETERS: Readonly<Record<'Swarm1' | 'Swarm2' | 'Swarm3', readonly number[]>> = Object.freeze({
  // wn, walpha, sReconfig | woff, soff, t1off, t2off, pT1off
  Swarm1: Object.freeze([0.175, 0.742, 0.331, 0.455, 0.76, 899, 1405, 0.717]),
  // wn, walpha, sReconfig, wd | ...
  Swarm2: Object.freeze([0.348, 0.833, 0.579, 0.73, 0.516, 0.814, 528, 2962, 0.959]),
  // wn, walpha, wd, bias | ...
  Swarm3: Object.freeze([0.529, 0.645, 0.289, -0.106, 0.494, 0.813, 632, 1233, 0.615]),
});

/**
 * Options of {@link dupontSetup}.
 *
 * @example
 * ```ts
 * import { dupontSetup, type DupontSetupOptions } from 'schedlab/experiments';
 * const options: DupontSetupOptions = {
 *   swarmParameters: { Swarm1: [0.2, 0.7, 0.3, 0.5, 0.7, 900, 1500, 0.7] }, // e.g. from your own training
 *   powerOffDuration: 600,
 * };
 * const swarm1 = dupontSetup('Swarm1', options);
 * ```
 */
export interface DupontSetupOptions {
  /** Seed of the parameters drawn for Rand-Param1..3 (uniform in the family's space). @defaultValue 2020 */
  readonly randomParametersSeed?: number;
  /** Parameters for Swarm1..3 (e.g. from your own training). @defaultValue {@link TABLE4_PARAMETERS} */
  readonly swarmParameters?: Partial<Record<'Swarm1' | 'Swarm2' | 'Swarm3', readonly number[]>>;
  /** Constant power-off duration of FIFO-Poff and FIFO-Rcfg-Poff (s). @defaultValue 900 */
  readonly powerOffDuration?: number;
  /**
   * Shutdown step of every setup: one server at a time, the condition asked again after each (the
   * authors' simulator, which produced the paper's numbers), or all available servers at once.
   * FIFO-Poff and FIFO-Rcfg-Poff behave the same under both (their condition always holds).
   * @defaultValue 'perServer'
   */
  readonly shutdownGranularity?: 'perServer' | 'allAtOnce';
  /** Reconfigure also while jobs wait (every setup that reconfigures; see {@link greedyPolicy}). @defaultValue false */
  readonly reconfigureWhileQueued?: boolean;
  /** Order of the reconfiguration step (see {@link greedyPolicy}). @defaultValue 'largestRemainingMassFirst' */
  readonly reconfigurationOrder?: 'largestRemainingMassFirst' | 'smallestRemainingMassFirst';
  /** Shut down also while jobs wait when enough servers remain for them (see {@link greedyPolicy}). @defaultValue false */
  readonly shutdownWhileQueued?: boolean;
}

/**
 * Draws a parameter vector uniformly in a family's space from a seed.
 *
 * @example
 * ```ts
 * import { greedyFamily, condition1 } from 'schedlab/policies';
 * import { randomParameters } from 'schedlab/experiments';
 * const family = greedyFamily(condition1);
 * const x = randomParameters(family, 2020); // 8 values, each within family.space bounds
 * const policy = family.create(x);
 * ```
 */
export function randomParameters(family: ParametricPolicy, seed: number): number[] {
  const rng = createRng(seed);
  return family.space.lower.map((lo, i) => uniformIn(rng, lo, family.space.upper[i] as number));
}

function named(name: string, policy: Policy): Policy {
  return Object.freeze({ name, decide: policy.decide });
}

/**
 * One of the ten setups of Dupont et al. 2020, section 5.4, by name (case-insensitive):
 * FIFO; FIFO-Rcfg (always reconfigure); FIFO-Poff (always power off for 900 s);
 * FIFO-Rcfg-Poff; Rand-Param1..3 (conditionK with parameters drawn uniformly from its space);
 * Swarm1..3 (conditionK with the Table 4 parameters).
 *
 * @throws InvalidInputError for an unknown name, listing the valid ones
 * @example
 * ```ts
 * import { dupontSetup } from 'schedlab/experiments';
 * const swarm2 = dupontSetup('Swarm2');
 * const rand1 = dupontSetup('rand-param1', { randomParametersSeed: 7 });
 * ```
 */
export function dupontSetup(name: DupontSetupName | Lowercase<DupontSetupName>, options: DupontSetupOptions = {}): Policy {
  const canonical = DUPONT_SETUPS.find((s) => s.toLowerCase() === String(name).toLowerCase());
  if (canonical === undefined) {
    throw new InvalidInputError(`unknown setup "${name}"; expected one of ${DUPONT_SETUPS.join(', ')}`);
  }
  const off = options.powerOffDuration ?? 900;
  const steps = {
    shutdownGranularity: options.shutdownGranularity ?? 'perServer',
    reconfigureWhileQueued: options.reconfigureWhileQueued === true,
    reconfigurationOrder: options.reconfigurationOrder ?? 'largestRemainingMassFirst',
    shutdownWhileQueued: options.shutdownWhileQueued === true,
  } as const;
  const familyOptions: GreedyFamilyOptions = steps;
  switch (canonical) {
    case 'FIFO':
      return greedyPolicy({ name: canonical, ...steps });
    case 'FIFO-Rcfg':
      return greedyPolicy({ name: canonical, reconfiguration: always, ...steps });
    case 'FIFO-Poff':
      return greedyPolicy({ name: canonical, shutdown: powerOffRule({ condition: always, duration: off }), ...steps });
    case 'FIFO-Rcfg-Poff':
      return greedyPolicy({
        name: canonical,
        reconfiguration: always,
        shutdown: powerOffRule({ condition: always, duration: off }),
        ...steps,
      });
    case 'Rand-Param1':
    case 'Rand-Param2':
    case 'Rand-Param3': {
      const k = Number(canonical.slice(-1)) as 1 | 2 | 3;
      const family = greedyFamily(conditionK(k), familyOptions);
      // Each of the three draws from its own seed, so they do not share a stream.
      const seed = ((options.randomParametersSeed ?? 2020) + k - 1) >>> 0;
      return named(canonical, family.create(randomParameters(family, seed)));
    }
    default: {
      const k = Number(canonical.slice(-1)) as 1 | 2 | 3;
      const x = options.swarmParameters?.[canonical] ?? TABLE4_PARAMETERS[canonical];
      return named(canonical, greedyFamily(conditionK(k), familyOptions).create(x));
    }
  }
}
