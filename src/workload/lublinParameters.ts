/**
 * The parameters of one job class of the Lublin-Feitelson model (Lublin and Feitelson 2003,
 * "The workload on parallel supercomputers: modeling the characteristics of rigid jobs", JPDC
 * 63(11)): the job size, the run time given the size, and the arrivals. Names follow the
 * reference program `m_lublin99.c` (Parallel Workloads Archive), where each is defined.
 *
 * @example
 * ```ts
 * import { LUBLIN_PARAMETERS, type LublinClassParameters } from 'schedlab/workload';
 * // Batch jobs whose run time does not depend on their size.
 * const uncorrelated: LublinClassParameters = { ...LUBLIN_PARAMETERS.batch, pa: 0 };
 * ```
 */
export interface LublinClassParameters {
  /** Share of serial (one-processor) jobs. */
  readonly serialProb: number;
  /** Share of jobs whose size is a power of two (> 1): a draw below `serialProb + pow2Prob` rounds log2(size). */
  readonly pow2Prob: number;
  /** log2 of the smallest parallel size: low end of the two-stage uniform of log2(size). */
  readonly uLow: number;
  /** The point where the two-stage uniform of log2(size) changes density. */
  readonly uMed: number;
  /** log2 of the largest size (the machine's size for batch jobs). */
  readonly uHi: number;
  /** Probability of the first stage [uLow, uMed] of the two-stage uniform. */
  readonly uProb: number;
  /** Shape of the first gamma of ln(run time) (short jobs). */
  readonly a1: number;
  /** Scale of the first gamma of ln(run time). */
  readonly b1: number;
  /** Shape of the second gamma of ln(run time) (long jobs). */
  readonly a2: number;
  /** Scale of the second gamma of ln(run time). */
  readonly b2: number;
  /** Slope of the first gamma's weight in the size: p = pa x size + pb, within [0, 1]. Negative: larger jobs run longer. */
  readonly pa: number;
  /** Intercept of the first gamma's weight p = pa x size + pb. */
  readonly pb: number;
  /** Shape of the gamma of ln(inter-arrival time, s) at the rush hours (before `arar`). */
  readonly aarr: number;
  /** Scale of the gamma of ln(inter-arrival time, s). */
  readonly barr: number;
  /** Shape of the gamma whose density over the half-hours of the day gives the daily cycle. */
  readonly anum: number;
  /** Scale (in half-hours) of the daily-cycle gamma. */
  readonly bnum: number;
  /** Arrive-rush-to-all ratio: the shape used for ln(inter-arrival) is `aarr x arar`, the rush-hour fit turned into all hours. */
  readonly arar: number;
}

/**
 * The published parameters of the Lublin-Feitelson model (Lublin and Feitelson 2003), as set in
 * its reference program `m_lublin99.c` (the Parallel Workloads Archive's `m_lublin99`): `batch`
 * and `interactive` for the model with both job classes, `whole` for the one-class model (the
 * parameters fitted to all jobs together; the archive's `lublin_256` sample was drawn with them).
 * Sizes are for a 128-processor machine (uHi = 7); `lublinFeitelsonWorkload({ machineSize })`
 * moves uHi and uMed with the machine (see there).
 *
 * @example
 * ```ts
 * import { LUBLIN_PARAMETERS } from 'schedlab/workload';
 * const serialShare = LUBLIN_PARAMETERS.batch.serialProb; // 0.2927
 * ```
 */
export const LUBLIN_PARAMETERS: {
  readonly batch: LublinClassParameters;
  readonly interactive: LublinClassParameters;
  readonly whole: LublinClassParameters;
} = Object.freeze({
  batch: Object.freeze({
    serialProb: 0.2927, pow2Prob: 0.6686, uLow: 1.2, uMed: 5, uHi: 7, uProb: 0.875,
    a1: 6.57, b1: 0.823, a2: 639.1, b2: 0.0156, pa: -0.003, pb: 0.6986,
    aarr: 6.0415, barr: 0.8531, anum: 6.1271, bnum: 5.274, arar: 1.0519,
  }),
  interactive: Object.freeze({
    serialProb: 0.1541, pow2Prob: 0.625, uLow: 1, uMed: 3, uHi: 5.5, uProb: 0.705,
    a1: 3.8351, b1: 0.6605, a2: 7.073, b2: 0.6856, pa: -0.0118, pb: 0.9156,
    aarr: 6.551, barr: 0.6621, anum: 8.9186, bnum: 3.668, arar: 0.9797,
  }),
  whole: Object.freeze({
    serialProb: 0.244, pow2Prob: 0.576, uLow: 0.8, uMed: 4.5, uHi: 7, uProb: 0.86,
    a1: 4.2, b1: 0.94, a2: 312, b2: 0.03, pa: -0.0054, pb: 0.78,
    aarr: 10.2303, barr: 0.4871, anum: 8.1737, bnum: 3.9631, arar: 1.0225,
  }),
});
