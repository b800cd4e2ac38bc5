/**
 * Numbers reported by Dupont, Mejri & Da Costa 2020, for side-by-side comparison with a
 * reproduction (Tables 5, 8, 11, 14 and the weak rankings of Tables 6, 7, 9, 12, 15).
 * Operations are [mean reconfigurations, mean power-offs] per job set.
 *
 * @example
 * ```ts
 * import { DUPONT2020_PAPER } from 'schedlab/experiments';
 * DUPONT2020_PAPER.main.operations['FIFO-Poff']; // [0, 228.38]
 * ```
 */
export const DUPONT2020_PAPER = Object.freeze({
  main: {
    operations: {
      FIFO: [0, 0],
      'FIFO-Rcfg': [3.07, 0],
      'FIFO-Poff': [0, 228.38],
      'FIFO-Rcfg-Poff': [13.3, 458.51],
      'Rand-Param1': [3.69, 82.92],
      'Rand-Param2': [0, 56.33],
      'Rand-Param3': [0.04, 0],
      Swarm1: [0, 139.11],
      Swarm2: [0.01, 216.5],
      Swarm3: [5.04, 160.21],
    } as Record<string, [number, number]>,
    /** Table 8: average rank by cost. */
    costRanks: {
      FIFO: 5.49,
      'FIFO-Rcfg': 7.22,
      'FIFO-Poff': 7.58,
      'FIFO-Rcfg-Poff': 9.02,
      'Rand-Param1': 4.97,
      'Rand-Param2': 6.72,
      'Rand-Param3': 5.07,
      Swarm1: 3.12,
      Swarm2: 2.45,
      Swarm3: 3.39,
    } as Record<string, number>,
    /** Friedman chi-square and p-value by stretch, power, cost (sections 6.3-6.5). */
    friedman: { meanStretch: [442.05, 1.43e-89], normalizedMeanPower: [831.72, 3.15e-173], cost: [448.09, 7.33e-91] } as Record<string, [number, number]>,
    rankings: {
      meanStretch: [['Swarm2'], ['Swarm3', 'Swarm1'], ['FIFO', 'Rand-Param1', 'Rand-Param3'], ['FIFO-Rcfg', 'Rand-Param2'], ['FIFO-Rcfg-Poff', 'FIFO-Poff']],
      normalizedMeanPower: [['FIFO-Poff', 'Swarm1'], ['Swarm2', 'Swarm3'], ['FIFO-Rcfg-Poff', 'Rand-Param2'], ['Rand-Param1'], ['FIFO', 'Rand-Param3'], ['FIFO-Rcfg']],
      cost: [['Swarm1', 'Swarm2', 'Swarm3'], ['FIFO', 'Rand-Param1', 'Rand-Param3'], ['Rand-Param2', 'FIFO-Rcfg', 'FIFO-Poff'], ['FIFO-Rcfg-Poff']],
    } as Record<string, string[][]>,
  },
  resilience: {
    operations: {
      FIFO: [0, 0],
      'FIFO-Rcfg': [4.34, 0],
      'FIFO-Poff': [0, 297.33],
      'FIFO-Rcfg-Poff': [5.77, 189.25],
      'Rand-Param1': [2.92, 20.27],
      'Rand-Param2': [3.63, 11.19],
      'Rand-Param3': [2.5, 0],
      Swarm1: [7.53, 87.32],
      Swarm2: [1.23, 184.27],
      Swarm3: [4.85, 128.89],
    } as Record<string, [number, number]>,
    friedman: { cost: [165.67, 4.93e-31] } as Record<string, [number, number]>,
    rankings: {
      cost: [['Swarm2'], ['FIFO'], ['Swarm3', 'FIFO-Rcfg', 'Swarm1', 'FIFO-Poff'], ['FIFO-Rcfg-Poff', 'Rand-Param1', 'Rand-Param3'], ['Rand-Param2']],
    } as Record<string, string[][]>,
  },
  scaleUp: {
    operations: {
      FIFO: [0, 0],
      'FIFO-Rcfg': [76.35, 0],
      'FIFO-Poff': [0, 266.17],
      'FIFO-Rcfg-Poff': [75.4, 233.41],
      'Rand-Param1': [0, 180.01],
      'Rand-Param2': [30.74, 0],
      'Rand-Param3': [0, 0],
      Swarm1: [0, 150.76],
      Swarm2: [0.11, 192.8],
      Swarm3: [12.63, 170.75],
    } as Record<string, [number, number]>,
    friedman: { cost: [358.68, 8.8e-72] } as Record<string, [number, number]>,
    rankings: {
      cost: [['FIFO-Rcfg'], ['Rand-Param2'], ['Rand-Param3', 'FIFO'], ['Swarm1', 'Swarm2', 'Swarm3'], ['FIFO-Poff'], ['Rand-Param1'], ['FIFO-Rcfg-Poff']],
    } as Record<string, string[][]>,
  },
});
