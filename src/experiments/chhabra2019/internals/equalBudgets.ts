import type { ChhabraMetaheuristic } from '../chhabraRun';

type Budgets = Readonly<Record<ChhabraMetaheuristic, { readonly population: number; readonly iterations: number }>>;

/**
 * The `equal-budget` reading's budgets: each metaheuristic keeps its population and runs as many
 * iterations as spend HCSPSO's population x iterations evaluations (rounded to the nearest
 * iteration, at least 1): Table II's 60 x 60 gives MOGA 60 x 60 and MOPSO-FGA 40 x 90.
 */
export function equalBudgets(b: Budgets): Budgets {
  const total = b.HCSPSO.population * b.HCSPSO.iterations;
  const at = (m: ChhabraMetaheuristic) => ({ population: b[m].population, iterations: Math.max(1, Math.round(total / b[m].population)) });
  return Object.freeze({ HCSPSO: { ...b.HCSPSO }, MOGA: at('MOGA'), 'MOPSO-FGA': at('MOPSO-FGA') });
}
