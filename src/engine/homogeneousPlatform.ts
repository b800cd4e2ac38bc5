import type { PowerModel } from '../power/PowerModel';
import type { Platform } from './platform';
import { platform } from './platform';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const HOMOGENEOUS_PLATFORM_OPTIONS_KEYS = optionKeys<HomogeneousPlatformOptions>({ servers: true, power: true, speed: true });

/**
 * Options of {@link homogeneousPlatform}.
 *
 * @example
 * ```ts
 * import { homogeneousPlatform, type HomogeneousPlatformOptions } from 'schedlab/engine';
 * import { powerModel } from 'schedlab/power';
 * const options: HomogeneousPlatformOptions = { servers: 32, speed: 1.5, power: powerModel({ idle: 60 }) };
 * const p = homogeneousPlatform(options);
 * ```
 */
export interface HomogeneousPlatformOptions {
  /** Number of identical servers (integer >= 1). */
  readonly servers: number;
  /** Power model. @defaultValue Dupont 2020 Table 1 */
  readonly power?: PowerModel;
  /** Relative speed. @defaultValue 1 */
  readonly speed?: number;
}

/**
 * A platform of one cluster of identical servers, as in Dupont et al. 2020 (10 servers).
 *
 * @example
 * ```ts
 * import { homogeneousPlatform } from 'schedlab/engine';
 * const p = homogeneousPlatform({ servers: 10 });
 * ```
 */
export function homogeneousPlatform(options: HomogeneousPlatformOptions): Platform {
  requireOptions('homogeneousPlatform(options)', options, HOMOGENEOUS_PLATFORM_OPTIONS_KEYS);
  return platform([
    {
      servers: options.servers,
      ...(options.power === undefined ? {} : { power: options.power }),
      ...(options.speed === undefined ? {} : { speed: options.speed }),
    },
  ]);
}
