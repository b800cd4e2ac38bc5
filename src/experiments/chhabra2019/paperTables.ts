/**
 * Table I of Chhabra, Singh & Kahlon 2019 (section V.B): four clusters CR1-CR4; resource
 * configurations RC1-RC3 give their PEs, speed/energy configurations SH1+EC1 (low heterogeneity),
 * SH2+EC2 (medium), SH3+EC3 (high) their MIPS ratings and per-PE computing and idle power (W;
 * the table writes "W/h").
 *
 * @example
 * ```ts
 * import { CHHABRA2019_TABLE1 } from 'schedlab/experiments';
 * CHHABRA2019_TABLE1.resources.RC2; // [48, 48, 48, 48]
 * CHHABRA2019_TABLE1.speeds.SH3.mips; // [1000, 2000, 3000, 4000]
 * ```
 */
export const CHHABRA2019_TABLE1 = Object.freeze({
  resources: Object.freeze({
    RC1: Object.freeze([64, 64, 64, 64]),
    RC2: Object.freeze([48, 48, 48, 48]),
    RC3: Object.freeze([32, 32, 32, 32]),
  }),
  speeds: Object.freeze({
    SH1: Object.freeze({ mips: Object.freeze([1000, 1200, 1300, 1800]), computing: Object.freeze([300, 320, 400, 400]), idle: Object.freeze([130, 150, 250, 280]) }),
    SH2: Object.freeze({ mips: Object.freeze([1000, 1500, 2000, 3000]), computing: Object.freeze([300, 415, 520, 520]), idle: Object.freeze([130, 195, 325, 365]) }),
    SH3: Object.freeze({ mips: Object.freeze([1000, 2000, 3000, 4000]), computing: Object.freeze([300, 520, 650, 650]), idle: Object.freeze([130, 250, 400, 450]) }),
  }),
});

/**
 * Table II of Chhabra et al. 2019: the metaheuristics' settings used in their experiments.
 * HCSPSO's are the defaults of `hcspso()`; `pso({ preset: 'chhabra2019' })` and
 * `cuckooSearch({ nests: 60, pa: 0.25, alpha0: 1 })` take the PSO and CS rows.
 *
 * @example
 * ```ts
 * import { CHHABRA2019_TABLE2 } from 'schedlab/experiments';
 * CHHABRA2019_TABLE2.hcspso.population * CHHABRA2019_TABLE2.hcspso.generations; // 3600 evaluations
 * ```
 */
export const CHHABRA2019_TABLE2 = Object.freeze({
  moga: Object.freeze({ population: 60, generations: 80, crossover: 0.33, mutation: 0.1 }),
  mopsoFga: Object.freeze({ population: 40, generations: 50, crossover: 0.33, mutation: 0.1 }),
  hcspso: Object.freeze({ population: 60, generations: 60, alpha0: 1.0, pa: 0.25, inertia: 0.9, r1: 0.65, r2: 0.35, c1: 2.0, c2: 2.0 }),
});

/**
 * Table III of Chhabra et al. 2019: median over all experiments of makespan (s), energy (the
 * table writes W; the magnitudes are those of Wh: 256 PEs idle for 62.8 h alone draw about
 * 3e6 Wh) and average flowtime (s) per policy, for each workload.
 *
 * @example
 * ```ts
 * import { CHHABRA2019_TABLE3 } from 'schedlab/experiments';
 * CHHABRA2019_TABLE3['LLNL-Thunder'].HCSPSO.makespan; // 2.01e5
 * ```
 */
export const CHHABRA2019_TABLE3 = Object.freeze({
  'LLNL-Thunder': Object.freeze({
    'First-Fit': { makespan: 2.26e5, energy: 3.02e6, meanFlowtime: 1.57e5 },
    METLE: { makespan: 2.5e5, energy: 4.1e6, meanFlowtime: 1.72e5 },
    EAMM: { makespan: 2.63e5, energy: 4.41e6, meanFlowtime: 1.47e5 },
    'Best-Fit': { makespan: 2.16e5, energy: 3.56e6, meanFlowtime: 1.3e5 },
    'MOPSO-FGA': { makespan: 2.25e5, energy: 2.98e6, meanFlowtime: 1.54e5 },
    MOGA: { makespan: 2.09e5, energy: 2.92e6, meanFlowtime: 1.47e5 },
    HCSPSO: { makespan: 2.01e5, energy: 2.83e6, meanFlowtime: 1.29e5 },
  }),
  METACENTRUM: Object.freeze({
    'First-Fit': { makespan: 1.27e6, energy: 2.18e7, meanFlowtime: 4.48e4 },
    METLE: { makespan: 1.3e6, energy: 2.06e7, meanFlowtime: 5.31e4 },
    EAMM: { makespan: 1.08e6, energy: 1.75e7, meanFlowtime: 4.84e4 },
    'Best-Fit': { makespan: 1.24e6, energy: 1.87e7, meanFlowtime: 5.03e4 },
    'MOPSO-FGA': { makespan: 1.01e6, energy: 1.57e7, meanFlowtime: 4.64e4 },
    MOGA: { makespan: 9.51e5, energy: 1.29e7, meanFlowtime: 4.34e4 },
    HCSPSO: { makespan: 8.6e5, energy: 1.29e7, meanFlowtime: 4.19e4 },
  }),
});
