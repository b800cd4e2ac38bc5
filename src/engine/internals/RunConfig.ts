import type { Job } from '../Job';
import type { Platform } from '../platform';
import type { ReconfigurationCost } from '../ReconfigurationCost';
import type { ServerTables } from './ServerTables';
import type { CapSchedule } from './CapSchedule';
import type { AvailabilitySettings } from './availabilityEvents';
import type { Rng } from '../../random/Rng';

/** What a {@link Run} is made from: the simulation's platform, jobs and options, checked by `createSimulation`. */
export interface RunConfig {
  readonly platform: Platform;
  readonly jobs: readonly Job[];
  readonly decisionInterval: number | undefined;
  /** Clock origin of the periodic decisions: ticks at decisionOrigin + k * decisionInterval. */
  readonly decisionOrigin: number;
  readonly reconfigurationCost: ReconfigurationCost;
  readonly maxData: number;
  readonly trace: boolean;
  /** Kill rigid jobs at their walltime (`RunOptions.walltime: 'kill'`). */
  readonly walltimeKill: boolean;
  /** Server failures of the run and their random stream (`RunOptions.availability`), or undefined. */
  readonly availability: { readonly settings: AvailabilitySettings; readonly rng: Rng } | undefined;
  /** When the run starts (a scheduling point even before the first submission); undefined: at the first submission. */
  readonly clockStart: number | undefined;
  /** Index of each job id in `jobs` (from `checkedJobIndex`). */
  readonly ids: ReadonlyMap<string, number>;
  /** The platform's per-server constants (from `serverTables`), shared by the runs of a simulation. */
  readonly tables: ServerTables;
  /** The power cap over time (createSimulation's `powerCap`), or undefined. */
  readonly powerCap?: CapSchedule | undefined;
  /** The soft cap of `Metrics.timeAboveSoftCap` (W). */
  readonly softPowerCap?: number | undefined;
}
