import { InvalidInputError } from '../../errors/InvalidInputError';
import { normalizeFeatures } from './features';
import type { StrategySelector } from './StrategySelector';
import { requireNumber, requireObject } from '../../errors/internals/knownKeys';

/**
 * The consequence weights allowed by Franke et al. (sec. 4.2).
 *
 * @example
 * ```ts
 * import { fuzzyRuleBase, FUZZY_WEIGHTS } from 'schedlab/policies';
 * // A one-rule base over 7 features whose 13 output weights are all the strongest allowed, 5.
 * const rb = fuzzyRuleBase([{ mu: new Array(7).fill(0.5), sigma: new Array(7).fill(1), weights: new Array(13).fill(FUZZY_WEIGHTS[4]) }]);
 * ```
 */
export const FUZZY_WEIGHTS: readonly number[] = Object.freeze([-5, -1, 0, 1, 5]);

/**
 * One TSK rule: a Gaussian membership function per feature and a weight per output.
 *
 * @example
 * ```ts
 * import { fuzzyRuleBase, type FuzzyRule } from 'schedlab/policies';
 * // Over features [SD, U_m]: when the machine is nearly full, favour output 1.
 * const busy: FuzzyRule = { mu: [0, 0.9], sigma: [10, 0.1], weights: [0, 5] };
 * const idle: FuzzyRule = { mu: [0, 0.2], sigma: [10, 0.1], weights: [5, 0] };
 * const rb = fuzzyRuleBase([idle, busy]);
 * ```
 */
export interface FuzzyRule {
  /** Centre mu of each feature's GMF (normalized feature scale, see `normalizeFeatures`). */
  readonly mu: readonly number[];
  /** Width sigma (> 0) of each feature's GMF. */
  readonly sigma: readonly number[];
  /** Consequence weight of each output, in {-5, -1, 0, 1, 5}. */
  readonly weights: readonly number[];
}

/**
 * A TSK fuzzy rule base (Franke et al. sec. 4.2).
 *
 * @example
 * ```ts
 * import { fuzzyRuleBase, type FuzzyRuleBase } from 'schedlab/policies';
 * const rb: FuzzyRuleBase = fuzzyRuleBase([
 *   { mu: [0, 0.2], sigma: [1, 0.1], weights: [5, 0] },
 *   { mu: [0, 0.9], sigma: [1, 0.1], weights: [0, 5] },
 * ]);
 * rb.superpose([0, 0.95]); // Psi of both outputs; the larger one, 1, is rb.selectNormalized([0, 0.95])
 * ```
 */
export interface FuzzyRuleBase extends StrategySelector {
  readonly rules: readonly FuzzyRule[];
  /** Number of features N_F. */
  readonly features: number;
  /** Number of outputs N_Omega (13 strategies, or 4 in the coevolutionary variant). */
  readonly outputs: number;
  /** phi_i(x) = prod_f g_i^(f)(x_f) of every rule, for normalized features x. */
  memberships(x: ArrayLike<number>): Float64Array;
  /** Psi = phi(x) C^T: the superposed weight of every output, for normalized features x. */
  superpose(x: ArrayLike<number>): Float64Array;
  /**
   * argmax_h Psi_h for normalized features x (lowest index on ties), computed from
   * `log phi_i - max_k log phi_k` so that memberships that underflow do not turn every Psi to 0.
   */
  selectNormalized(x: ArrayLike<number>): number;
  /** `selectNormalized(normalizeFeatures(raw))`: the output for the raw features of a view. */
  select(raw: Float64Array): number;
}

const LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);

/**
 * Gaussian membership function `g(x) = exp(-(x - mu)^2 / (2 sigma^2)) / (sigma sqrt(2 pi))`
 * (Franke et al. sec. 4.2; its integral is 1, so a wide GMF has a low peak).
 * @example
 * ```ts
 * import { gaussianMembership } from 'schedlab/policies';
 * gaussianMembership(5, 5, 0.75); // 0.5319 (the peak of Fig. 3)
 * ```
 */
export function gaussianMembership(x: number, mu: number, sigma: number): number {
  requireNumber('gaussianMembership(x)', x);
  requireNumber('gaussianMembership(mu)', mu);
  requireNumber('gaussianMembership(sigma)', sigma);
  const d = (x - mu) / sigma;
  return Math.exp(-0.5 * d * d) / (sigma * Math.sqrt(2 * Math.PI));
}

/**
 * A TSK fuzzy rule base of Franke, Lepping & Schwiegelshohn, sec. 4.2: rule i fires with the
 * product of its Gaussian memberships `phi_i(x)`, the outputs' weights are superposed
 * `Psi = phi(x) C^T`, and the output with the largest `Psi_h` is chosen. Inputs are the
 * normalized features (`normalizeFeatures`: SD on a log scale, fractions otherwise).
 *
 * @param rules - the rules (same numbers of features and outputs each)
 * @throws InvalidInputError when there is no rule, sizes differ, a sigma is not > 0 or a weight
 *   is not finite
 * @example
 * ```ts
 * import { fuzzyRuleBase } from 'schedlab/policies';
 * const rb = fuzzyRuleBase([
 *   { mu: [0, 0.2], sigma: [1, 0.1], weights: [5, 0] },
 *   { mu: [0, 0.9], sigma: [1, 0.1], weights: [0, 5] },
 * ]);
 * rb.selectNormalized([0, 0.95]); // 1
 * ```
 */
export function fuzzyRuleBase(rules: readonly FuzzyRule[]): FuzzyRuleBase {
  if (!Array.isArray(rules) || rules.length === 0) throw new InvalidInputError('fuzzyRuleBase: expected a non-empty array of rules');
  rules.forEach((r, i) => requireObject(`fuzzyRuleBase(rules)[${i}]`, r, 'a rule { mu, sigma, weights }'));
  const nf = rules[0]!.mu.length;
  const no = rules[0]!.weights.length;
  if (nf < 1 || no < 1) throw new InvalidInputError('fuzzyRuleBase: rules[0] must have at least one feature and one output');
  const nr = rules.length;
  const mu = new Float64Array(nr * nf);
  const sigma = new Float64Array(nr * nf);
  const logNorm = new Float64Array(nr);
  const w = new Float64Array(nr * no);
  rules.forEach((r, i) => {
    if (r.mu.length !== nf || r.sigma.length !== nf || r.weights.length !== no) {
      throw new InvalidInputError(`fuzzyRuleBase: rules[${i}] must have ${nf} mu, ${nf} sigma and ${no} weights`);
    }
    let ln = 0;
    for (let f = 0; f < nf; f++) {
      const m = r.mu[f]!;
      const s = r.sigma[f]!;
      if (!Number.isFinite(m)) throw new InvalidInputError(`fuzzyRuleBase: rules[${i}].mu[${f}] must be finite, got ${m}`);
      if (!(s > 0) || !Number.isFinite(s)) throw new InvalidInputError(`fuzzyRuleBase: rules[${i}].sigma[${f}] must be a finite number > 0, got ${s}`);
      mu[i * nf + f] = m;
      sigma[i * nf + f] = s;
      ln -= Math.log(s) + LOG_SQRT_2PI;
    }
    logNorm[i] = ln;
    for (let h = 0; h < no; h++) {
      const v = r.weights[h]!;
      if (!Number.isFinite(v)) throw new InvalidInputError(`fuzzyRuleBase: rules[${i}].weights[${h}] must be finite, got ${v}`);
      w[i * no + h] = v;
    }
  });
  const logPhi = new Float64Array(nr);
  const psi = new Float64Array(no);
  const norm = new Float64Array(nf);

  function logMemberships(x: ArrayLike<number>): number {
    let max = -Infinity;
    for (let i = 0; i < nr; i++) {
      let l = logNorm[i] as number;
      for (let f = 0; f < nf; f++) {
        const d = ((x[f] as number) - (mu[i * nf + f] as number)) / (sigma[i * nf + f] as number);
        l -= 0.5 * d * d;
      }
      logPhi[i] = l;
      if (l > max) max = l;
    }
    return max;
  }

  function superposeInto(out: Float64Array, phiOf: (i: number) => number): void {
    out.fill(0);
    for (let i = 0; i < nr; i++) {
      const p = phiOf(i);
      if (p === 0) continue;
      for (let h = 0; h < no; h++) out[h] = (out[h] as number) + p * (w[i * no + h] as number);
    }
  }

  function selectNormalized(x: ArrayLike<number>): number {
    const max = logMemberships(x);
    superposeInto(psi, (i) => Math.exp((logPhi[i] as number) - max));
    let best = 0;
    for (let h = 1; h < no; h++) if ((psi[h] as number) > (psi[best] as number)) best = h;
    return best;
  }

  return Object.freeze({
    rules: Object.freeze(rules.map((r) => Object.freeze({ mu: r.mu.slice(), sigma: r.sigma.slice(), weights: r.weights.slice() }))),
    features: nf,
    outputs: no,
    memberships(x: ArrayLike<number>): Float64Array {
      logMemberships(x);
      return logPhi.map((l) => Math.exp(l));
    },
    superpose(x: ArrayLike<number>): Float64Array {
      logMemberships(x);
      const out = new Float64Array(no);
      superposeInto(out, (i) => Math.exp(logPhi[i] as number));
      return out;
    },
    selectNormalized,
    select: (raw: Float64Array): number => selectNormalized(normalizeFeatures(raw, norm)),
  });
}
