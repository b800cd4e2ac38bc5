import type { StudyReading } from '../runReadings';
import type { Chhabra2019Overrides } from './Chhabra2019Config';

const BASE: Chhabra2019Overrides = { boundary: 'clip', startRule: 'inOrder', seeding: 'none' };

/**
 * The documented readings of Chhabra et al. 2019 that `reproduce chhabra2019 --readings all` runs
 * side by side (`reproduceChhabra2019(config, { readings })`): every combination of bound rule
 * (`clip`, schedlab's reading of Algorithm 4 line 25, or Dupont's `reflect`), start rule (one FCFS
 * order, `inOrder`, or a queue per cluster, `perCluster`) and seeding (`none`, or First-Fit's and
 * Best-Fit's plans, `seeded`), named `bound/start/seeding`; then, on the first of them, each
 * reading of HCSPSO the paper leaves open (`+eq11` inertia, `+r-uniform` r1/r2 per eq. 10,
 * `+greedy` acceptance against the nest the move came from, as Yang & Deb's code does,
 * `+greedy-random-nest` against a randomly chosen nest j, as Algorithm 1 lines 6-8 state it,
 * `+abandoned-evaluated`, `+after-initial`: 60 generations after the initial one for every
 * method), `equal-budget` (Table II's populations, every metaheuristic spending HCSPSO's 3,600
 * evaluations) and all of the HCSPSO readings at once (`+literal`).
 *
 * @example
 * ```ts
 * import { CHHABRA2019_READINGS } from 'schedlab/experiments';
 * CHHABRA2019_READINGS.map((r) => r.name); // ['clip/inOrder/none', 'clip/inOrder/seeded', ...]
 * ```
 */
export const CHHABRA2019_READINGS: ReadonlyArray<StudyReading<Chhabra2019Overrides>> = Object.freeze([
  ...(['clip', 'reflect'] as const).flatMap((boundary) =>
    (['inOrder', 'perCluster'] as const).flatMap((startRule) =>
      (['none', 'heuristics'] as const).map((seeding) => ({ name: `${boundary}/${startRule}/${seeding === 'none' ? 'none' : 'seeded'}`, overrides: { boundary, startRule, seeding } })),
    ),
  ),
  { name: '+eq11', overrides: { ...BASE, hcspso: { inertiaRule: 'eq11' } } },
  { name: '+r-uniform', overrides: { ...BASE, hcspso: { r1r2: 'uniform' } } },
  { name: '+greedy', overrides: { ...BASE, hcspso: { cuckooAcceptance: 'greedy' } } },
  { name: '+greedy-random-nest', overrides: { ...BASE, hcspso: { cuckooAcceptance: 'random-nest' } } },
  { name: '+abandoned-evaluated', overrides: { ...BASE, hcspso: { evaluateAbandoned: true } } },
  { name: '+after-initial', overrides: { ...BASE, generationCount: 'after-initial' } },
  { name: 'equal-budget', overrides: { ...BASE, budget: 'equal' } },
  { name: '+literal', overrides: { ...BASE, generationCount: 'after-initial', hcspso: { inertiaRule: 'eq11', r1r2: 'uniform', cuckooAcceptance: 'greedy', evaluateAbandoned: true } } },
]);
