import { MAX_SPEED, MIN_RATE } from './limits';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { POWER_MODEL_FIELDS, powerFieldProblem } from '../../power/internals/powerBounds';
import type { Platform } from '../platform';

/**
 * Checks that a platform is consistent as the engine reads it: clusters numbered in order, each
 * starting where the previous one ends, `serverCount` their sum, and `serverCluster` naming each
 * server's cluster. `platform()` and `homogeneousPlatform()` always build such objects; a platform
 * written by hand may not, and the engine would then mix one cluster's transition times or speeds
 * with another's (a negative off interval, say). O(servers), once per simulation.
 *
 * @param where - names the argument in the message
 * @throws InvalidInputError naming the first inconsistent field
 */
export function checkedPlatform(platform: Platform, where = 'createSimulation: options.platform'): void {
  const fail = (what: string): never => {
    throw new InvalidInputError(`${where} is inconsistent: ${what} (build it with platform() or homogeneousPlatform())`);
  };
  const { clusters, serverCount, serverCluster } = platform;
  if (!Array.isArray(serverCluster) || serverCluster.length !== serverCount) {
    fail(`serverCluster must list the cluster of each of the ${serverCount} servers, got ${Array.isArray(serverCluster) ? `${serverCluster.length} entries` : typeof serverCluster}`);
  }
  let first = 0;
  clusters.forEach((c, i) => {
    if (c === null || typeof c !== 'object') fail(`clusters[${i}] is not an object`);
    if (c.index !== i) fail(`clusters[${i}].index is ${c.index}, expected ${i}`);
    if (c.firstServer !== first) fail(`clusters[${i}].firstServer is ${c.firstServer}, expected ${first}`);
    if (!(Number.isInteger(c.servers) && c.servers >= 1)) fail(`clusters[${i}].servers is ${c.servers}, expected an integer >= 1`);
    if (!(typeof c.speed === 'number' && c.speed >= MIN_RATE && c.speed <= MAX_SPEED)) fail(`clusters[${i}].speed is ${String(c.speed)}, expected a number in [${MIN_RATE}, ${MAX_SPEED}]`);
    const power: unknown = c.power;
    if (power === null || typeof power !== 'object') fail(`clusters[${i}].power is not a power model`);
    for (const k of POWER_MODEL_FIELDS) {
      const v = (power as Record<string, unknown>)[k];
      const problem = powerFieldProblem(k, v);
      if (problem !== undefined) fail(`clusters[${i}].power.${k} is ${String(v)}, expected ${problem}`);
    }
    for (let s = first; s < first + c.servers && s < serverCount; s++) {
      if (serverCluster[s] !== i) fail(`serverCluster[${s}] is ${serverCluster[s]}, expected ${i} (server ${s} is in clusters[${i}])`);
    }
    first += c.servers;
  });
  if (first !== serverCount) fail(`serverCount is ${serverCount}, but the clusters hold ${first} servers`);
}
