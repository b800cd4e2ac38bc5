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

/*
 * Skipping powers that cannot change the answer (the bound conditions; same answers, bit for bit).
 * The products are evaluated left to right, ((x * a) * d) * s; with every factor in [0, 1] and
 * s >= 0, each further factor can only lower the product (rounding is monotone: fl(p * f) <= p for
 * 0 <= f <= 1), so once x * s <= 0.5 (or (x * a) * s <= 0.5) the full product is <= 0.5 and the
 * condition is false. A factor is known to be in [0, 1] when its base is in [0, 1] and its weight
 * >= 0: alpha in (0, 1] for jobs the engine accepts, D <= D_max when D_max bounds the data.
 */

/** alpha in [0, 1] for this input (checked per call: `holds` may be called with any input), so alpha^w <= 1 for w >= 0. */
function alphaAtMostOne(i: ReconfigurationInput): boolean {
  return i.alpha >= 0 && i.alpha <= 1;
}

/** D / D_max in [0, 1] for this input (0 without D_max), so (D / D_max)^w <= 1 for w >= 0. */
function dataRatioAtMostOne(i: ReconfigurationInput): boolean {
  return i.maxData > 0 ? i.data >= 0 && i.data <= i.maxData : true;
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
    const alphaWeightOk = walpha! >= 0; // the weight's sign, once per parameter vector
    return (i) => {
      const x = n(i.newServers, i.maxServers);
      if (x * s! <= 0.5 && alphaWeightOk && alphaAtMostOne(i)) return false; // alpha^walpha could only lower it
      return x * a(i.alpha) * s! > 0.5;
    };
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
    const alphaWeightOk = walpha! >= 0;
    const dataWeightOk = wd! >= 0;
    return (i) => {
      const x = n(i.newServers, i.maxServers);
      const dataAtMostOne = dataWeightOk && dataRatioAtMostOne(i);
      if (x * s! <= 0.5 && dataAtMostOne && alphaWeightOk && alphaAtMostOne(i)) return false;
      const y = x * a(i.alpha);
      if (y * s! <= 0.5 && dataAtMostOne) return false; // (D / D_max)^wd could only lower it
      return y * d(dataRatio(i)) * s! > 0.5;
    };
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
