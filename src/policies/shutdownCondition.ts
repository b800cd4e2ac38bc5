import type { ShutdownInput } from './Condition';
import { ratioPow } from './internals/ratioPow';
import { parametricCondition } from './ParametricCondition';

/**
 * The shutdown condition of Dupont et al. 2020 (section 4.2.2), parameters `[woff, soff]`
 * in [0, 1]: `(n_av / n_tot)^woff * soff > 0.5`.
 *
 * @example
 * ```ts
 * import { shutdownCondition } from 'schedlab/policies';
 * const c = shutdownCondition.create([0.516, 0.814]); // Swarm2, Table 4
 * c.holds({ availableServers: 5, totalServers: 10, runningJobs: 2, now: 0 }); // 0.5^0.516 * 0.814 = 0.569 > 0.5
 * ```
 */
export const shutdownCondition = parametricCondition<ShutdownInput>({
  name: 'shutdownCondition',
  parameters: [
    { name: 'woff', lower: 0, upper: 1, description: 'weight of n_av / n_tot' },
    { name: 'soff', lower: 0, upper: 1, description: 'scaling factor' },
  ],
  holds: (i, [woff, soff]) => Math.pow(i.availableServers / i.totalServers, woff!) * soff! > 0.5,
  // n_av / n_tot takes at most n_tot + 1 values in a run: each power is computed once
  bind: ([woff, soff]) => {
    const share = ratioPow(woff!);
    return (i) => share(i.availableServers, i.totalServers) * soff! > 0.5;
  },
});
