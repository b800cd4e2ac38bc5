import type { Policy } from '../engine/Policy';
import { InvalidInputError } from '../errors/InvalidInputError';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import { easyBackfilling, type EasyBackfillingOptions } from './easyBackfilling';
import { idleTimeout } from './idleTimeout';
import { withShutdown } from './withShutdown';

const ENERGY_BACKFILLING_OPTIONS_KEYS = optionKeys<EnergyBackfillingOptions>({ idleTime: true, easy: true, wakeForBackfill: true, sleepState: true });

/**
 * Options of {@link energyBackfilling}.
 *
 * @example
 * ```ts
 * import { energyBackfilling, type EnergyBackfillingOptions } from 'schedlab/policies';
 * const options: EnergyBackfillingOptions = { idleTime: 300 };
 * const policy = energyBackfilling(options);
 * ```
 */
export interface EnergyBackfillingOptions {
  /** Seconds a server with nothing to do stays idle before it sleeps (0: at once, as batsched). @defaultValue 0 */
  readonly idleTime?: number;
  /** Options of the EASY backfilling it extends. @defaultValue {} */
  readonly easy?: EasyBackfillingOptions;
  /**
   * Also wake, at once, the sleepers the head job does not need for the jobs behind it (Slurm's
   * allocate reading, `withShutdown`'s `wake: 'reservationAndAllocate'`), so jobs that EASY could
   * backfill do not wait for the head job's wake-ups; false keeps batsched energy_bf's head-only
   * waking (docs/energy.md, "energyBackfilling's waiting").
   * @defaultValue false
   */
  readonly wakeForBackfill?: boolean;
  /**
   * The sleep state idle servers go to (`idleTimeout`'s option: a state k of the power model, or
   * `'deepest'`); each sleeper is woken its own state's switch-on duration ahead of the reservation.
   * @defaultValue 0
   */
  readonly sleepState?: number | 'deepest';
}

/**
 * Energy-aware EASY backfilling after batsched's `energy_bf` (github.com/oar-team/batsched,
 * src/algo/energy_bf.cpp): servers with nothing to do sleep (after `idleTime`), the head job's
 * reservation counts the sleeping servers at the time they could be idle, and exactly the sleepers
 * the reservation misses are switched on ahead of time so that they are idle at the reservation
 * (`withShutdown(easyBackfilling(), idleTimeout({ suspendTime: idleTime }), { wake: 'reservation' })`).
 * EASY plans with the sleepers (they show as running placeholders ending when they could be idle),
 * so backfilled jobs respect the reservation.
 *
 * How it differs from batsched's code: energy_bf plans every queued job in a time-slice schedule
 * (conservative first fit) in which machines also hold switch-on, switch-off and sleep "jobs", sleeps
 * a machine as soon as it has nothing planned, and keeps it asleep at least the break-even time
 * ("ensured sleep"); here only the head job has a reservation (EASY), a server sleeps after
 * `idleTime` of idleness whatever the plan, and there is no minimum sleep.
 *
 * @throws InvalidInputError for an unknown option or an idleTime out of range
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { energyBackfilling } from 'schedlab/policies';
 * const sim = createSimulation({
 *   platform: homogeneousPlatform({ servers: 2 }),
 *   jobs: [
 *     { kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 1000, estimate: 1000 },
 *     { kind: 'rigid', id: 'b', submit: 10, processors: 2, runtime: 100, estimate: 100 },
 *   ],
 * });
 * sim.run(energyBackfilling()).jobs.map((j) => j.start); // [0, 1000]: server 1 sleeps, woken to be idle at 1000
 * ```
 */
export function energyBackfilling(options: EnergyBackfillingOptions = {}): Policy {
  checkOptions('energyBackfilling(options)', options, ENERGY_BACKFILLING_OPTIONS_KEYS);
  const idleTime = options.idleTime ?? 0;
  if (!(typeof idleTime === 'number' && idleTime >= 0 && idleTime <= 1e12)) throw new InvalidInputError(`energyBackfilling: options.idleTime must be a number of seconds in [0, 1e12], got ${String(idleTime)}`);
  const wakeForBackfill = options.wakeForBackfill ?? false;
  if (typeof wakeForBackfill !== 'boolean') throw new InvalidInputError(`energyBackfilling: options.wakeForBackfill must be a boolean, got ${String(wakeForBackfill)}`);
  const sleepState = options.sleepState;
  const rule = idleTimeout({ suspendTime: idleTime, ...(sleepState === undefined ? {} : { sleepState }) });
  const inner = withShutdown(easyBackfilling(options.easy ?? {}), rule, { wake: wakeForBackfill ? 'reservationAndAllocate' : 'reservation' });
  return Object.freeze({ name: `energyBackfilling(${idleTime}s${wakeForBackfill ? ', wakeForBackfill' : ''}${sleepState === undefined || sleepState === 0 ? '' : `, sleep ${sleepState}`})`, decide: inner.decide });
}
