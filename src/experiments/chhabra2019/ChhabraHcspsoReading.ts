/**
 * The reading of Chhabra et al. 2019's HCSPSO a reproduction runs (each point is an option of
 * `hcspso()`, whose TSDoc quotes the paper): the inertia rule (schedlab's linear decay or eq. 11's
 * random decrement), r1/r2 (Table II's constants or eq. 10's uniform draws), the acceptance of
 * Lévy moves (Algorithm 4: always; section IV.A: greedy) and whether the nests replacing the
 * worst fraction are evaluated before they move on (Algorithm 4 lines 18-19).
 *
 * @example
 * ```ts
 * import type { ChhabraHcspsoReading } from 'schedlab/experiments';
 * const literal: ChhabraHcspsoReading = { inertiaRule: 'eq11', r1r2: 'uniform', cuckooAcceptance: 'greedy', evaluateAbandoned: true };
 * ```
 */
export interface ChhabraHcspsoReading {
  /** `hcspso({ inertiaRule })`. @defaultValue 'linear' */
  readonly inertiaRule: 'linear' | 'eq11';
  /** `'table2'`: r1 = 0.65, r2 = 0.35; `'uniform'`: `hcspso({ r1: 'uniform', r2: 'uniform' })`. @defaultValue 'table2' */
  readonly r1r2: 'table2' | 'uniform';
  /** `hcspso({ cuckooAcceptance })`. @defaultValue 'always' */
  readonly cuckooAcceptance: 'always' | 'greedy' | 'random-nest';
  /** `hcspso({ evaluateAbandoned })`. @defaultValue false */
  readonly evaluateAbandoned: boolean;
}
