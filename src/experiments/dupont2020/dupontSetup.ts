import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Policy } from '../../engine/Policy';
import { always } from '../../policies/Condition';
import { greedyFamily, type GreedyFamilyOptions } from '../../policies/greedyFamily';
import { greedyPolicy } from '../../policies/greedyPolicy';
import { powerOffRule } from '../../policies/PowerOffRule';
import { conditionK } from './internals/conditionK';
import { randomParameters } from '../randomParameters';
import { TABLE4_PARAMETERS } from './table4Parameters';
import { checkOptions, optionKeys } from '../../errors/internals/knownKeys';
import { showValue } from '../../errors/internals/showValue';

const DUPONT_SETUP_OPTIONS_KEYS = optionKeys<DupontSetupOptions>({ randomParametersSeed: true, swarmParameters: true, powerOffDuration: true, shutdownGranularity: true, reconfigureWhileQueued: true, reconfigurationOrder: true, shutdownWhileQueued: true });

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
  checkOptions('dupontSetup(options)', options, DUPONT_SETUP_OPTIONS_KEYS);
  if (typeof name !== 'string') throw new InvalidInputError(`dupontSetup(name): expected a setup name, got ${showValue(name)}`);
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
