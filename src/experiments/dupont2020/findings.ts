import type { Finding } from '../Finding';
import type { SetupAnalysis } from '../analyzeSetups';
import { requireObject } from '../../errors/internals/knownKeys';

/**
 * What the findings of Dupont 2020 read from one run of the study: per experiment, each setup's
 * mean cost, power-offs and reconfigurations per job set and the weak-ranking groups (best first)
 * by cost, normalized power and mean stretch.
 *
 * @example
 * ```ts
 * import type { DupontFindingsTable } from 'schedlab/experiments';
 * const main: DupontFindingsTable['experiments'][string] = {
 *   setups: ['FIFO', 'Swarm1'], meanCost: [5, 3], powerOffs: [0, 80], reconfigurations: [0, 0],
 *   groups: { cost: [['Swarm1'], ['FIFO']], normalizedMeanPower: [['Swarm1'], ['FIFO']], meanStretch: [['FIFO', 'Swarm1']] },
 * };
 * ```
 */
export interface DupontFindingsTable {
  readonly experiments: Readonly<
    Record<
      string,
      {
        readonly setups: readonly string[];
        readonly meanCost: readonly number[];
        readonly powerOffs: readonly number[];
        readonly reconfigurations: readonly number[];
        readonly groups: { readonly cost: readonly (readonly string[])[]; readonly normalizedMeanPower: readonly (readonly string[])[]; readonly meanStretch: readonly (readonly string[])[] };
      }
    >
  >;
}

/**
 * The table of {@link DUPONT2020_FINDINGS} from the experiments of one run.
 *
 * @example
 * ```ts
 * import { dupontFindingsTable, reproduceDupont2020, dupont2020Config } from 'schedlab/experiments';
 * const r = await reproduceDupont2020(dupont2020Config('quick'), { seed: 1 });
 * dupontFindingsTable(r.experiments).experiments['main']?.meanCost;
 * ```
 */
export function dupontFindingsTable(experiments: ReadonlyArray<{ readonly experiment: { readonly id: string }; readonly analysis: SetupAnalysis }>): DupontFindingsTable {
  requireObject('dupontFindingsTable(experiments)', experiments, 'an array');
  return {
    experiments: Object.fromEntries(
      experiments.map(({ experiment, analysis: a }) => {
        const groups = (metric: string): string[][] => (a.rankings.find((k) => k.metric === metric)?.groups ?? []).map((g) => [...g.names]);
        return [
          experiment.id,
          {
            setups: [...a.setups],
            meanCost: [...a.means.cost],
            powerOffs: [...a.means.powerOffs],
            reconfigurations: [...a.means.reconfigurations],
            groups: { cost: groups('cost'), normalizedMeanPower: groups('normalizedMeanPower'), meanStretch: groups('meanStretch') },
          },
        ];
      }),
    ),
  };
}

const SWARMS = ['Swarm1', 'Swarm2', 'Swarm3'] as const;

function experiment(t: DupontFindingsTable, id: string): DupontFindingsTable['experiments'][string] {
  const e = t.experiments[id];
  if (e === undefined) throw new Error(`no ${id} experiment in the table`);
  return e;
}
function value(e: DupontFindingsTable['experiments'][string], column: readonly number[], setup: string): number {
  const i = e.setups.indexOf(setup);
  if (i < 0) throw new Error(`no setup ${setup}`);
  return column[i]!;
}
const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The claims of Dupont, Mejri & Da Costa 2020 (sections 6.2-6.7) as checkable statements; the
 * robustness claims (the swarms learn to power off) are what makes a PSO-tuned result usable.
 *
 * @example
 * ```ts
 * import { DUPONT2020_FINDINGS, countFindings, dupontFindingsTable, reproduceDupont2020, dupont2020Config } from 'schedlab/experiments';
 * const r = await reproduceDupont2020(dupont2020Config('quick'), { seed: 1 });
 * countFindings(DUPONT2020_FINDINGS, [dupontFindingsTable(r.experiments)]);
 * ```
 */
export const DUPONT2020_FINDINGS: readonly Finding<DupontFindingsTable>[] = Object.freeze([
  {
    id: 'swarms-beat-fifo-cost',
    statement: 'Swarm1, Swarm2 and Swarm3 each have a lower mean cost than FIFO (main experiment, Table 5)',
    holds: (t: DupontFindingsTable) => {
      const e = experiment(t, 'main');
      return SWARMS.every((s) => value(e, e.meanCost, s) < value(e, e.meanCost, 'FIFO'));
    },
  },
  {
    id: 'swarms-power-off',
    statement: 'Swarm1, Swarm2 and Swarm3 each learnt to power servers off (power-offs per job set > 0, main experiment)',
    holds: (t: DupontFindingsTable) => {
      const e = experiment(t, 'main');
      return SWARMS.every((s) => value(e, e.powerOffs, s) > 0);
    },
  },
  {
    id: 'swarms-alone-first-by-cost',
    statement: 'The three swarms alone form the first group by cost (main experiment, Table 9)',
    holds: (t: DupontFindingsTable) => sameSet(experiment(t, 'main').groups.cost[0] ?? [], SWARMS),
  },
  {
    id: 'rcfg-poff-last-by-cost',
    statement: 'FIFO-Rcfg-Poff alone ranks last by cost (main experiment, Table 9)',
    holds: (t: DupontFindingsTable) => sameSet(experiment(t, 'main').groups.cost.at(-1) ?? [], ['FIFO-Rcfg-Poff']),
  },
  {
    id: 'poff-first-by-power',
    statement: 'FIFO-Poff is in the first group by normalized power (main experiment, Table 7)',
    holds: (t: DupontFindingsTable) => (experiment(t, 'main').groups.normalizedMeanPower[0] ?? []).includes('FIFO-Poff'),
  },
  {
    id: 'swarm1-no-reconfiguration',
    statement: 'Swarm1 performs no reconfiguration (main experiment, section 6.2)',
    holds: (t: DupontFindingsTable) => {
      const e = experiment(t, 'main');
      return value(e, e.reconfigurations, 'Swarm1') === 0;
    },
  },
  {
    id: 'swarm-cheapest-resilience',
    statement: 'A swarm has the lowest mean cost in the resilience test (section 6.6)',
    holds: (t: DupontFindingsTable) => {
      const e = experiment(t, 'resilience');
      const best = e.setups[e.meanCost.indexOf(Math.min(...e.meanCost))]!;
      return (SWARMS as readonly string[]).includes(best);
    },
  },
  {
    id: 'swarms-lose-lead-scale-up',
    statement: 'No swarm is in the first group by cost in the scale-up test (section 6.7: they rank fourth)',
    holds: (t: DupontFindingsTable) => !(experiment(t, 'scaleUp').groups.cost[0] ?? []).some((s) => (SWARMS as readonly string[]).includes(s)),
  },
]);
