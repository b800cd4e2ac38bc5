import type { ReconfigurationInput } from './Condition';
import { lastPow } from './internals/lastPow';
import { ratioPow } from './internals/ratioPow';
import { parametricCondition, type ParameterSpec } from './ParametricCondition';

const WN: ParameterSpec = { name: 'wn', lower: 0, upper: 1, description: 'weight of n_new / n_max' };
const WALPHA: ParameterSpec = { name: 'walpha', lower: 0, upper: 1, description: 'weight of the speed-up exponent alpha' };
const SRECONFIG: ParameterSpec = { name: 'sReconfig', lower: 0, upper: 1, description: 'scaling factor' };
const WD: ParameterSpec = { name: 'wd', lower: 0, upper: 1, description: 'weight of D / D_max' };
const BIAS: ParameterSpec = { name: 'bias', lower: -0.5, upper: 0.5, description: 'bias term' };

/** D / D_max, with 0/0 read as 0 (a job set without data). */
function dataRatio(i: ReconfigurationInput): number {
  return i.maxData > 0 ? i.data / i.maxData : 0;
}

/**
 * condition1 of Dupont et al. 2020 (section 4.2.1, used by Swarm1), parameters
 * `[wn, walpha, sReconfig]` in [0, 1]:
 * `(n_new / n_max)^wn * alpha^walpha * sReconfig > 0.5`.
 *
 * @example
 * ```ts
 * import { condition1 } from 'schedlab/policies';
 * const swarm1 = condition1.create([0.175, 0.742, 0.331]); // Table 4: never holds (0.331 < 0.5)
 * ```
 */
export const condition1 = parametricCondition<ReconfigurationInput>({
  name: 'condition1',
  parameters: [WN, WALPHA, SRECONFIG],
  holds: (i, [wn, walpha, s]) => Math.pow(i.newServers / i.maxServers, wn!) * Math.pow(i.alpha, walpha!) * s! > 0.5,
  bind: ([wn, walpha, s]) => {
    const n = ratioPow(wn!);
    const a = lastPow(walpha!);
    return (i) => n(i.newServers, i.maxServers) * a(i.alpha) * s! > 0.5;
  },
});

/**
 * condition2 of Dupont et al. 2020 (section 4.2.1, used by Swarm2), parameters
 * `[wn, walpha, sReconfig, wd]` (Table 2 order) in [0, 1]:
 * `(n_new / n_max)^wn * alpha^walpha * (D / D_max)^wd * sReconfig > 0.5`.
 *
 * @example
 * ```ts
 * import { condition2 } from 'schedlab/policies';
 * const swarm2 = condition2.create([0.348, 0.833, 0.579, 0.730]); // Table 4
 * ```
 */
export const condition2 = parametricCondition<ReconfigurationInput>({
  name: 'condition2',
  parameters: [WN, WALPHA, SRECONFIG, WD],
  holds: (i, [wn, walpha, s, wd]) =>
    Math.pow(i.newServers / i.maxServers, wn!) * Math.pow(i.alpha, walpha!) * Math.pow(dataRatio(i), wd!) * s! > 0.5,
  bind: ([wn, walpha, s, wd]) => {
    const n = ratioPow(wn!);
    const a = lastPow(walpha!);
    const d = lastPow(wd!);
    return (i) => n(i.newServers, i.maxServers) * a(i.alpha) * d(dataRatio(i)) * s! > 0.5;
  },
});

/**
 * condition3 of Dupont et al. 2020 (section 4.2.1, used by Swarm3), parameters
 * `[wn, walpha, wd, bias]` (weights in [0, 1], bias in [-0.5, 0.5]):
 * `tanh((n_new / n_max)^wn * alpha^walpha * (D / D_max)^wd + bias) > 0.5`.
 *
 * @example
 * ```ts
 * import { condition3 } from 'schedlab/policies';
 * const swarm3 = condition3.create([0.529, 0.645, 0.289, -0.106]); // Table 4
 * ```
 */
export const condition3 = parametricCondition<ReconfigurationInput>({
  name: 'condition3',
  parameters: [WN, WALPHA, WD, BIAS],
  holds: (i, [wn, walpha, wd, bias]) =>
    Math.tanh(
      Math.pow(i.newServers / i.maxServers, wn!) * Math.pow(i.alpha, walpha!) * Math.pow(dataRatio(i), wd!) + bias!,
    ) > 0.5,
  bind: ([wn, walpha, wd, bias]) => {
    const n = ratioPow(wn!);
    const a = lastPow(walpha!);
    const d = lastPow(wd!);
    return (i) => Math.tanh(n(i.newServers, i.maxServers) * a(i.alpha) * d(dataRatio(i)) + bias!) > 0.5;
  },
});
