import { homogeneousPlatform } from '../../engine/homogeneousPlatform';
import type { Platform } from '../../engine/platform';
import { blockReconfigurationCost, type ReconfigurationCost } from '../../engine/ReconfigurationCost';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { DupontSetupOptions } from './dupontSetup';
import type { GreedyFamilyOptions } from '../../policies/greedyFamily';
import { PAPER_POWER_MODEL, powerModel, type PowerModel } from '../../power/PowerModel';
import { requireObject } from '../../errors/internals/knownKeys';
import { showValue } from '../../errors/internals/showValue';

/**
 * Names of the simulator profiles of Dupont 2020.
 *
 * @example
 * ```ts
 * import type { DupontProfileName } from 'schedlab/experiments';
 * const name: DupontProfileName = 'authors2020';
 * ```
 */
export type DupontProfileName = 'paper' | 'authors2020';

/**
 * A simulator profile: the engine options, power model and greedy-policy options that together
 * make one reading of Dupont 2020. Spread `simulation` into `createSimulation` (or `runSetups`),
 * build the platform with `platform(servers)`, and pass `setup` to `dupontSetup`.
 *
 * @example
 * ```ts
 * import { createSimulation } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * import { dupontProfile, type DupontProfile } from 'schedlab/experiments';
 * const profile: DupontProfile = dupontProfile('authors2020');
 * const sim = createSimulation({ platform: profile.platform(10), workload: googleLikeWorkload(), ...profile.simulation });
 * sim.run(dupontSetup('FIFO-Poff', profile.setup), { seed: 1 }).metrics.cost;
 * ```
 */
export interface DupontProfile {
  readonly name: DupontProfileName;
  /** What the profile reproduces, in one line. */
  readonly description: string;
  /** Engine options (see `createSimulation`). */
  readonly simulation: { readonly decisionInterval?: number; readonly clockStart?: number; readonly reconfigurationCost?: ReconfigurationCost };
  /** Power model of every server. */
  readonly power: PowerModel;
  /** Options of `dupontSetup` and the greedy family. */
  readonly setup: DupontSetupOptions;
  /** A homogeneous platform of `servers` servers with the profile's power model. */
  platform(servers: number): Platform;
}

/**
 * The power constants of the authors' simulator (`Server.Consumption` and `Server.Duration`, integer
 * enums): off 10 W, idle 95 W, computing 191 W, switching on 101 W for 151 s, switching off 125 W for
 * 6 s. Table 1 of the paper has 9.75, 95, 190.74 W, switching on 125.17 W for 151.52 s and switching
 * off 101 W for 6.10 s: the code rounds the figures and swaps the two transition powers.
 */
const AUTHORS_POWER = powerModel({ off: 10, idle: 95, computing: 191, switchingOn: 101, switchOnDuration: 151, switchingOff: 125, switchOffDuration: 6 });

/**
 * The simulator profiles of Dupont 2020:
 *
 * - `paper`: schedlab's reading of the paper (Table 1 power, event-driven decisions, the paper's
 *   reconfiguration time `D/n (ceil(n/m) - 1)`, reconfiguration and shutdown once the queue is empty,
 *   largest remaining mass grown first, shutdown one server at a time).
 * - `authors2020`: the simulator of the authors' repository
 *   (github.com/nesrnesr/Scheduling-of-malleable-HPC-MPI-applications, commit dcf38a9), for users who
 *   must compare with numbers that code produced. Each item is an option set here, with the paper's
 *   reading in parentheses: decisions every 10 s on the clock (event-driven); the run starts at 0,
 *   so idle servers are powered off before the first job arrives (starts at the first submission);
 *   reconfiguration also while jobs wait, smallest remaining mass first (queue empty, largest first);
 *   reconfiguration time `D/max * floor(max/min)` (`D/n (ceil(n/m) - 1)`); shutdown also while jobs
 *   wait when more servers stay available than the waiting jobs' minimum sizes (queue empty);
 *   FIFO-Poff and FIFO-Rcfg-Poff power off for 899 s (900); their rounded, swapped power constants
 *   (Table 1). Not reproduced: their bug that lets a job be reconfigured again during its own
 *   reconfiguration, their random choice of servers (irrelevant on identical servers), and their
 *   measurement window and end-of-run accounting of power-off cycles (metrics here use the window
 *   [0, last completion] and integrate power-off cycles exactly), so schedules match theirs job for
 *   job while energies can differ.
 *
 * @throws InvalidInputError on an unknown name
 * @example
 * ```ts
 * import { dupontProfile } from 'schedlab/experiments';
 * dupontProfile('authors2020').simulation.decisionInterval; // 10
 * dupontProfile('paper').setup; // {} : the defaults
 * ```
 */
export function dupontProfile(name: DupontProfileName): DupontProfile {
  if (name === 'paper') {
    return Object.freeze({
      name,
      description: "schedlab's reading of Dupont et al. 2020 (Table 1 power, event-driven decisions)",
      simulation: Object.freeze({}),
      power: PAPER_POWER_MODEL,
      setup: Object.freeze({}),
      platform: (servers: number) => homogeneousPlatform({ servers, power: PAPER_POWER_MODEL }),
    });
  }
  if (name === 'authors2020') {
    return Object.freeze({
      name,
      description: "the simulator of the authors' repository at commit dcf38a9",
      simulation: Object.freeze({ decisionInterval: 10, clockStart: 0, reconfigurationCost: blockReconfigurationCost }),
      power: AUTHORS_POWER,
      setup: Object.freeze({
        shutdownGranularity: 'perServer',
        reconfigureWhileQueued: true,
        reconfigurationOrder: 'smallestRemainingMassFirst',
        shutdownWhileQueued: true,
        powerOffDuration: 899,
      } as const),
      platform: (servers: number) => homogeneousPlatform({ servers, power: AUTHORS_POWER }),
    });
  }
  throw new InvalidInputError(`dupontProfile: unknown profile ${showValue(name)}; expected "paper" or "authors2020"`);
}

/**
 * The greedy-family options of a profile's setup (what a tuned family must share with the profile's
 * fixed setups: the shutdown granularity and the order and timing of the steps).
 *
 * @example
 * ```ts
 * import { dupontProfile, profileFamilyOptions } from 'schedlab/experiments';
 * import { greedyFamily, condition2 } from 'schedlab/policies';
 * const family = greedyFamily(condition2, profileFamilyOptions(dupontProfile('authors2020')));
 * ```
 */
export function profileFamilyOptions(profile: DupontProfile): GreedyFamilyOptions {
  requireObject('profileFamilyOptions(profile)', profile, 'a DupontProfile');
  requireObject('profileFamilyOptions(profile).setup', profile.setup, 'the setup of a DupontProfile (from dupontProfile())');
  const { shutdownGranularity, reconfigureWhileQueued, reconfigurationOrder, shutdownWhileQueued } = profile.setup;
  return {
    ...(shutdownGranularity === undefined ? {} : { shutdownGranularity }),
    ...(reconfigureWhileQueued === undefined ? {} : { reconfigureWhileQueued }),
    ...(reconfigurationOrder === undefined ? {} : { reconfigurationOrder }),
    ...(shutdownWhileQueued === undefined ? {} : { shutdownWhileQueued }),
  };
}
