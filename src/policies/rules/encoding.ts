import { InvalidInputError } from '../../errors/InvalidInputError';
import type { SearchSpace } from '../../SearchSpace';
import { FUZZY_WEIGHTS, fuzzyRuleBase, type FuzzyRule, type FuzzyRuleBase } from './fuzzyRuleBase';
import { checkOptions, optionKeys } from '../../errors/internals/knownKeys';

const RULE_BASE_ENCODING_OPTIONS_KEYS = optionKeys<RuleBaseEncodingOptions>({ rules: true, features: true, outputs: true });

/**
 * Options of {@link ruleBaseEncoding}.
 *
 * @example
 * ```ts
 * import { ruleBaseEncoding, type RuleBaseEncodingOptions } from 'schedlab/policies';
 * const options: RuleBaseEncodingOptions = { rules: 10, outputs: 4 }; // one species of the coevolutionary variant
 * ruleBaseEncoding(options).dimension; // 10 * (2 * 7 + 4) = 180
 * ```
 */
export interface RuleBaseEncodingOptions {
  /** Number of rules N_r. @defaultValue 10 (Franke et al. sec. 4.2) */
  readonly rules?: number;
  /** Number of features N_F. @defaultValue 7 */
  readonly features?: number;
  /** Number of outputs N_Omega. @defaultValue 13 (4 for each CCA species) */
  readonly outputs?: number;
}

/**
 * Pittsburgh encoding of a whole fuzzy rule base as one real vector.
 *
 * @example
 * ```ts
 * import { ruleBaseEncoding, type RuleBaseEncoding } from 'schedlab/policies';
 * const enc: RuleBaseEncoding = ruleBaseEncoding();
 * const rb = enc.decode(new Float64Array(enc.dimension).fill(0.5));
 * const x = enc.encode(rb); // back to 270 genes (weights at their interval centres)
 * ```
 */
export interface RuleBaseEncoding {
  readonly rules: number;
  readonly features: number;
  readonly outputs: number;
  /** u = N_r (2 N_F + N_Omega). */
  readonly dimension: number;
  /** The box the genes live in (names like `r0.mu.SD`, `r0.logSigma.Um`, `r0.w3`); structurally an optimizers `SearchSpace`. */
  readonly space: SearchSpace;
  /** Vector -> rule base (see {@link ruleBaseEncoding} for the gene mapping). */
  decode(x: ArrayLike<number>): FuzzyRuleBase;
  /** Rule base -> vector (weights to the centre of their gene interval). */
  encode(rb: FuzzyRuleBase): Float64Array;
}

/**
 * Gene range of mu: the normalized feature range.
 *
 * @example
 * ```ts
 * import { ruleBaseEncoding, MU_RANGE } from 'schedlab/policies';
 * const enc = ruleBaseEncoding();
 * enc.space.lower[0] === MU_RANGE[0]; // true: gene 0 is r0.mu.SD
 * ```
 */
export const MU_RANGE: readonly [number, number] = [0, 1];
/**
 * Gene range of log10(sigma): sigma in [0.01, 10].
 *
 * @example
 * ```ts
 * import { LOG_SIGMA_RANGE } from 'schedlab/policies';
 * const [lo, hi] = LOG_SIGMA_RANGE;
 * const sigmaRange = [10 ** lo, 10 ** hi]; // [0.01, 10]
 * ```
 */
export const LOG_SIGMA_RANGE: readonly [number, number] = [-2, 1];
/**
 * Gene range of a weight: [0, 5], cut into five unit intervals.
 *
 * @example
 * ```ts
 * import { FUZZY_WEIGHTS, WEIGHT_GENE_RANGE } from 'schedlab/policies';
 * const gene = 3.5; // in WEIGHT_GENE_RANGE, [0, 5]
 * const weight = FUZZY_WEIGHTS[Math.min(4, Math.floor(gene))]; // 1
 * ```
 */
export const WEIGHT_GENE_RANGE: readonly [number, number] = [0, 5];

const FEATURE_LABELS = ['SD', 'Um', 'PRCWQ1', 'PRCWQ2', 'PRCWQ3', 'PRCWQ4', 'PRCWQ5'];

function intOpt(name: string, v: number | undefined, d: number): number {
  const x = v ?? d;
  if (!Number.isInteger(x) || x < 1) throw new InvalidInputError(`ruleBaseEncoding: options.${name} must be an integer >= 1, got ${String(x)}`);
  return x;
}

/**
 * The Pittsburgh encoding of Franke, Lepping & Schwiegelshohn, sec. 4.2:
 * `o = (mu_1^(1), s_1^(1), ..., mu_1^(N_F), s_1^(N_F), w_11..w_1N_Omega, mu_2^(1), ...)`,
 * `u = N_r (2 N_F + N_Omega)` genes (270 for 10 rules, 7 features, 13 strategies; 180 with 4
 * outputs). Gene mapping (ours; the paper does not give it):
 *
 * - `mu` in [0, 1] is the GMF centre on the normalized feature scale (`normalizeFeatures`:
 *   log10(SD)/2 for SD in [1, 100], fractions for U_m and PRCWQ_i);
 * - `s` in [-2, 1] is log10 of the width: `sigma = 10^s` in [0.01, 10] (sigma = 10 makes a
 *   feature irrelevant to the rule on the [0, 1] scale; the log lets the ES mutate widths
 *   multiplicatively);
 * - a weight gene `g` in [0, 5] selects `FUZZY_WEIGHTS[min(4, floor(g))]`, i.e. [0,1) -> -5,
 *   [1,2) -> -1, [2,3) -> 0, [3,4) -> 1, [4,5] -> 5; `encode` writes the interval centre
 *   (`index + 0.5`), so `decode(encode(rb))` equals `rb` (sigma up to rounding of 10^log10).
 *
 * @param options - numbers of rules, features, outputs
 * @throws InvalidInputError on a non-positive size; `decode` on a vector of the wrong length or a
 *   gene outside its range; `encode` on a rule base of other sizes or a weight not in FUZZY_WEIGHTS
 * @example
 * ```ts
 * import { ruleBaseEncoding } from 'schedlab/policies';
 * const enc = ruleBaseEncoding(); // 10 rules, 7 features, 13 outputs
 * enc.dimension; // 270
 * const rb = enc.decode(new Float64Array(270).fill(0.5));
 * ```
 */
export function ruleBaseEncoding(options: RuleBaseEncodingOptions = {}): RuleBaseEncoding {
  checkOptions('ruleBaseEncoding(options)', options, RULE_BASE_ENCODING_OPTIONS_KEYS);
  const rules = intOpt('rules', options.rules, 10);
  const features = intOpt('features', options.features, 7);
  const outputs = intOpt('outputs', options.outputs, 13);
  const per = 2 * features + outputs;
  const dimension = rules * per;
  const lower: number[] = [];
  const upper: number[] = [];
  const names: string[] = [];
  for (let r = 0; r < rules; r++) {
    for (let f = 0; f < features; f++) {
      const label = FEATURE_LABELS[f] ?? `f${f}`;
      lower.push(MU_RANGE[0], LOG_SIGMA_RANGE[0]);
      upper.push(MU_RANGE[1], LOG_SIGMA_RANGE[1]);
      names.push(`r${r}.mu.${label}`, `r${r}.logSigma.${label}`);
    }
    for (let h = 0; h < outputs; h++) {
      lower.push(WEIGHT_GENE_RANGE[0]);
      upper.push(WEIGHT_GENE_RANGE[1]);
      names.push(`r${r}.w${h}`);
    }
  }
  const space: SearchSpace = Object.freeze({ dimension, lower: Object.freeze(lower), upper: Object.freeze(upper), names: Object.freeze(names) });

  function decode(x: ArrayLike<number>): FuzzyRuleBase {
    if (x === null || typeof x !== 'object' || x.length !== dimension) {
      throw new InvalidInputError(`ruleBaseEncoding.decode: expected a vector of ${dimension} genes, got ${x === null || typeof x !== 'object' ? String(x) : x.length}`);
    }
    for (let i = 0; i < dimension; i++) {
      const v = x[i] as number;
      if (!(v >= (lower[i] as number) && v <= (upper[i] as number))) {
        throw new InvalidInputError(`ruleBaseEncoding.decode: gene ${i} (${names[i]}) must be in [${lower[i]}, ${upper[i]}], got ${v}`);
      }
    }
    const out: FuzzyRule[] = [];
    for (let r = 0; r < rules; r++) {
      const o = r * per;
      const mu: number[] = [];
      const sigma: number[] = [];
      for (let f = 0; f < features; f++) {
        mu.push(x[o + 2 * f] as number);
        sigma.push(10 ** (x[o + 2 * f + 1] as number));
      }
      const weights: number[] = [];
      for (let h = 0; h < outputs; h++) weights.push(FUZZY_WEIGHTS[Math.min(4, Math.floor(x[o + 2 * features + h] as number))] as number);
      out.push({ mu, sigma, weights });
    }
    return fuzzyRuleBase(out);
  }

  function encode(rb: FuzzyRuleBase): Float64Array {
    if (rb.rules.length !== rules || rb.features !== features || rb.outputs !== outputs) {
      throw new InvalidInputError(`ruleBaseEncoding.encode: expected ${rules} rules, ${features} features, ${outputs} outputs; got ${rb.rules.length}, ${rb.features}, ${rb.outputs}`);
    }
    const x = new Float64Array(dimension);
    rb.rules.forEach((rule, r) => {
      const o = r * per;
      for (let f = 0; f < features; f++) {
        x[o + 2 * f] = rule.mu[f]!;
        x[o + 2 * f + 1] = Math.log10(rule.sigma[f]!);
      }
      rule.weights.forEach((w, h) => {
        const k = FUZZY_WEIGHTS.indexOf(w);
        if (k < 0) throw new InvalidInputError(`ruleBaseEncoding.encode: rules[${r}].weights[${h}] = ${w} is not one of ${FUZZY_WEIGHTS.join(', ')}`);
        x[o + 2 * features + h] = k + 0.5;
      });
    });
    return x;
  }

  return Object.freeze({ rules, features, outputs, dimension, space, decode, encode });
}
