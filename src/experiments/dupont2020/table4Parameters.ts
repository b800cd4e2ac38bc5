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
