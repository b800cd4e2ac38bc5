import type { Finding } from '../Finding';
import type { UntestedClaim } from '../UntestedClaim';
import type { SetupAnalysis } from '../analyzeSetups';
import type { SetupMetric } from '../runSetups';
import { weakRanking } from '../../statistics/weakRanking';
import { checkOptions, requireObject, requireArray } from '../../errors/internals/knownKeys';
import { InvalidInputError } from '../../errors/InvalidInputError';

type Groups = readonly (readonly string[])[];
const TABLE_OPTIONS_KEYS = ['training', 'posthoc'] as const;
type Ranked = 'meanStretch' | 'normalizedMeanPower' | 'cost';

/**
 * What the findings of Dupont 2020 read from one run of the study: per experiment, each setup's
 * mean cost, power-offs and reconfigurations per job set, average ranks and Friedman p-value per
 * criterion (Table 8, sections 6.3-6.7), the cost win matrix (Fig. 7) and the weak-ranking groups
 * (best first) under the post-hoc rule `posthoc` names: `'holm'` (Holm-adjusted z-tests,
 * schedlab's default) or `'unadjusted'` (section 6.1's rule: each z-test at alpha, no adjustment);
 * and each swarm's trained parameters by name (section 5.3, Table 4).
 *
 * @example
 * ```ts
 * import type { DupontFindingsTable } from 'schedlab/experiments';
 * const main: DupontFindingsTable['experiments'][string] = {
 *   setups: ['FIFO', 'Swarm1'], sets: 2, meanCost: [5, 3], powerOffs: [0, 80], reconfigurations: [0, 0],
 *   averageRanks: { meanStretch: [1.5, 1.5], normalizedMeanPower: [2, 1], cost: [2, 1] },
 *   friedmanP: { meanStretch: 1, normalizedMeanPower: 0.16, cost: 0.16 },
 *   costWins: [[0, 0], [2, 0]],
 *   groups: { cost: [['Swarm1'], ['FIFO']], normalizedMeanPower: [['Swarm1'], ['FIFO']], meanStretch: [['FIFO', 'Swarm1']] },
 * };
 * ```
 */
export interface DupontFindingsTable {
  /** The post-hoc rule behind `groups`. */
  readonly posthoc?: 'holm' | 'unadjusted';
  /** Each swarm's parameters by name (`greedyFamily` names: `t1off`, `t2off`, `pT1off`, ...). */
  readonly swarms?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly experiments: Readonly<
    Record<
      string,
      {
        readonly setups: readonly string[];
        readonly sets?: number;
        readonly meanCost: readonly number[];
        readonly powerOffs: readonly number[];
        readonly reconfigurations: readonly number[];
        readonly averageRanks?: Readonly<Record<'meanStretch' | 'normalizedMeanPower' | 'cost', readonly number[]>>;
        readonly friedmanP?: Readonly<Record<'meanStretch' | 'normalizedMeanPower' | 'cost', number>>;
        /** costWins[i][j]: job sets on which setup i had a lower cost than setup j. */
        readonly costWins?: readonly (readonly number[])[];
        readonly groups: { readonly cost: readonly (readonly string[])[]; readonly normalizedMeanPower: readonly (readonly string[])[]; readonly meanStretch: readonly (readonly string[])[] };
        /** The groups under the other post-hoc rule (the paper's unadjusted z-tests when `groups` are Holm's), when the matrices were given. */
        readonly otherGroups?: { readonly cost: readonly (readonly string[])[]; readonly normalizedMeanPower: readonly (readonly string[])[]; readonly meanStretch: readonly (readonly string[])[] };
      }
    >
  >;
}

/**
 * The table of {@link DUPONT2020_FINDINGS} from the experiments (and training) of one run.
 *
 * @param experiments - `reproduceDupont2020(...).experiments`
 * @param options - `training` (the swarms' parameters) and `posthoc` (`'holm'`, default, or
 *   `'unadjusted'`: section 6.1's z-tests at each experiment's alpha, recomputed from the matrices)
 * @example
 * ```ts
 * import { dupontFindingsTable, reproduceDupont2020, dupont2020Config } from 'schedlab/experiments';
 * const r = await reproduceDupont2020(dupont2020Config('quick'), { seed: 1 });
 * dupontFindingsTable(r.experiments, { training: r.training, posthoc: 'unadjusted' }).experiments['main']?.groups.cost;
 * ```
 */
export function dupontFindingsTable(
  experiments: ReadonlyArray<{
    readonly experiment: { readonly id: string; readonly confidence?: number };
    readonly analysis: SetupAnalysis;
    readonly results?: { readonly metrics: Readonly<Record<SetupMetric, number[][]>> };
  }>,
  options: { readonly training?: ReadonlyArray<{ readonly swarm: string; readonly names: readonly string[]; readonly parameters: readonly number[] }>; readonly posthoc?: 'holm' | 'unadjusted' } = {},
): DupontFindingsTable {
  requireArray('dupontFindingsTable(experiments)', experiments, 'an array of { experiment, analysis }');
  experiments.forEach((e, i) => requireObject(`dupontFindingsTable(experiments)[${i}]`, e, '{ experiment, analysis }'));
  checkOptions('dupontFindingsTable(options)', options, TABLE_OPTIONS_KEYS);
  const posthoc = options.posthoc ?? 'holm';
  if (posthoc !== 'holm' && posthoc !== 'unadjusted') throw new InvalidInputError(`dupontFindingsTable(options).posthoc: expected 'holm' or 'unadjusted', got ${JSON.stringify(posthoc)}`);
  return {
    posthoc,
    ...(options.training === undefined ? {} : { swarms: Object.fromEntries(options.training.map((s) => [s.swarm, Object.fromEntries(s.names.map((n, i) => [n, s.parameters[i]!]))])) }),
    experiments: Object.fromEntries(
      experiments.map(({ experiment, analysis: a, results }) => {
        const ranking = (metric: Ranked) => a.rankings.find((k) => k.metric === metric);
        const holm = (metric: Ranked): string[][] => (ranking(metric)?.groups ?? []).map((g) => [...g.names]);
        const unadjusted = (metric: Ranked): string[][] => {
          const k = ranking(metric);
          if (results === undefined || k === undefined) throw new InvalidInputError(`dupontFindingsTable: the unadjusted rule needs the results (metric matrices) of experiment ${experiment.id}`);
          return weakRanking(results.metrics[metric], { alpha: k.alpha, method: 'none', names: [...a.setups], lowerIsBetter: true }).groups.map((g) => [...g.names]);
        };
        const [first, other] = posthoc === 'holm' ? [holm, unadjusted] : [unadjusted, holm];
        const byMetric = <V>(f: (metric: Ranked) => V): Record<Ranked, V> => ({ meanStretch: f('meanStretch'), normalizedMeanPower: f('normalizedMeanPower'), cost: f('cost') });
        return [
          experiment.id,
          {
            setups: [...a.setups],
            sets: a.sets,
            meanCost: [...a.means.cost],
            powerOffs: [...a.means.powerOffs],
            reconfigurations: [...a.means.reconfigurations],
            averageRanks: byMetric((m) => [...(ranking(m)?.averageRanks ?? [])]),
            friedmanP: byMetric((m) => ranking(m)?.pValue ?? NaN),
            costWins: a.costWins.map((row) => [...row]),
            groups: byMetric(first),
            ...(results === undefined ? {} : { otherGroups: byMetric(other) }),
          },
        ];
      }),
    ),
  };
}

const SWARMS = ['Swarm1', 'Swarm2', 'Swarm3'] as const;
type Experiment = DupontFindingsTable['experiments'][string];

function experiment(t: DupontFindingsTable, id: string): Experiment {
  const e = t.experiments[id];
  if (e === undefined) throw new Error(`no ${id} experiment in the table`);
  return e;
}
function index(e: Experiment, setup: string): number {
  const i = e.setups.indexOf(setup);
  if (i < 0) throw new Error(`no setup ${setup}`);
  return i;
}
const value = (e: Experiment, column: readonly number[], setup: string): number => column[index(e, setup)]!;
function need<V>(v: V | undefined, what: string): V {
  if (v === undefined) throw new Error(`the table has no ${what} (made by an older dupontFindingsTable)`);
  return v;
}
const ranks = (e: Experiment, metric: Ranked) => need(e.averageRanks, 'averageRanks')[metric];
const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));
/** The position (0 = best) of the group holding a setup, or -1. */
const groupOf = (groups: Groups, setup: string): number => groups.findIndex((g) => g.includes(setup));
const groupIs = (id: string, metric: Ranked, at: number, names: readonly string[]) => (t: DupontFindingsTable) => {
  const g = experiment(t, id).groups[metric];
  return sameSet((at < 0 ? g.at(at) : g[at]) ?? [], names);
};
const isSwarm = (s: string): boolean => (SWARMS as readonly string[]).includes(s);

/**
 * The claims of Dupont, Mejri & Da Costa 2020 (sections 5.3 and 6.2-6.7, Tables 5-15, Fig. 7,
 * section 7) in the paper's own measures: average ranks (Table 8), wins (Fig. 7), the weak-ranking
 * groups as the paper's tables name them, Friedman p-values. Group claims depend on the post-hoc
 * rule: the study counts them under Holm and under the paper's unadjusted z-tests (section 6.1).
 * The claims that cannot be tested are {@link DUPONT2020_UNTESTED}.
 *
 * @example
 * ```ts
 * import { DUPONT2020_FINDINGS, countFindings, dupontFindingsTable, reproduceDupont2020, dupont2020Config } from 'schedlab/experiments';
 * const r = await reproduceDupont2020(dupont2020Config('quick'), { seed: 1 });
 * countFindings(DUPONT2020_FINDINGS, [dupontFindingsTable(r.experiments, { training: r.training })]);
 * ```
 */
export const DUPONT2020_FINDINGS: readonly Finding<DupontFindingsTable>[] = Object.freeze([
  {
    id: 'short-power-offs-more-often',
    statement: 'Every swarm learnt a short t1off below a long t2off, chosen at least 60% of the time (section 5.3 on Table 4: p_t1off >= 0.6)',
    holds: (t: DupontFindingsTable) => SWARMS.every((s) => {
      const p = need(t.swarms, 'swarms')[s];
      return p !== undefined && p['t1off']! < p['t2off']! && p['pT1off']! >= 0.6;
    }),
  },
  {
    id: 'swarm1-no-reconfiguration',
    statement: 'Swarm1 performs no reconfiguration (main experiment, section 6.2, Table 5: 0.00)',
    holds: (t: DupontFindingsTable) => value(experiment(t, 'main'), experiment(t, 'main').reconfigurations, 'Swarm1') === 0,
  },
  {
    id: 'swarm2-few-reconfigurations',
    statement: 'Swarm2 performs very few reconfigurations: fewer than 1 per job set (main experiment, section 6.2, Table 5: 0.01)',
    holds: (t: DupontFindingsTable) => value(experiment(t, 'main'), experiment(t, 'main').reconfigurations, 'Swarm2') < 1,
  },
  {
    id: 'swarm-power-offs-same-order',
    statement: 'The three swarms power servers off, their mean power-offs of the same order of magnitude (max/min < 10; main experiment, section 6.2, Table 5: 139, 217, 160)',
    holds: (t: DupontFindingsTable) => {
      const e = experiment(t, 'main');
      const p = SWARMS.map((s) => value(e, e.powerOffs, s));
      return Math.min(...p) > 0 && Math.max(...p) / Math.min(...p) < 10;
    },
  },
  {
    id: 'friedman-significant',
    statement: 'The Friedman test rejects equal ranks (p < 0.05) on stretch, power and cost in the main experiment and on cost in the resilience and scale-up tests (section 6.3-6.7)',
    holds: (t: DupontFindingsTable) => {
      const p = (id: string, m: Ranked) => need(experiment(t, id).friedmanP, 'friedmanP')[m];
      return (['meanStretch', 'normalizedMeanPower', 'cost'] as const).every((m) => p('main', m) < 0.05) && p('resilience', 'cost') < 0.05 && p('scaleUp', 'cost') < 0.05;
    },
  },
  {
    id: 'stretch-swarms-rank-best',
    statement: 'By mean stretch the swarms rank better than every other setup: their groups come before any other setup\'s (main experiment, section 6.3, Table 6)',
    holds: (t: DupontFindingsTable) => {
      const g = experiment(t, 'main').groups.meanStretch;
      const worstSwarm = Math.max(...SWARMS.map((s) => groupOf(g, s)));
      return worstSwarm >= 0 && g.slice(0, worstSwarm + 1).every((group) => group.every(isSwarm));
    },
  },
  {
    id: 'stretch-poff-last',
    statement: 'FIFO-Poff and FIFO-Rcfg-Poff form the last group by mean stretch (main experiment, section 6.3, Table 6)',
    holds: groupIs('main', 'meanStretch', -1, ['FIFO-Poff', 'FIFO-Rcfg-Poff']),
  },
  {
    id: 'power-first-group',
    statement: 'FIFO-Poff and Swarm1 form the first group by normalized power (main experiment, section 6.4, Table 7)',
    holds: groupIs('main', 'normalizedMeanPower', 0, ['FIFO-Poff', 'Swarm1']),
  },
  {
    id: 'power-no-poff-last',
    statement: 'By normalized power the setups that power nothing off rank below every setup that does (main experiment, section 6.4, Table 7)',
    holds: (t: DupontFindingsTable) => {
      const e = experiment(t, 'main');
      const g = e.groups.normalizedMeanPower;
      const off = e.setups.filter((s) => value(e, e.powerOffs, s) > 0).map((s) => groupOf(g, s));
      const never = e.setups.filter((s) => value(e, e.powerOffs, s) === 0).map((s) => groupOf(g, s));
      return off.length > 0 && never.length > 0 && Math.min(...never) > Math.max(...off);
    },
  },
  {
    id: 'cost-swarms-lowest-ranks',
    statement: 'The three swarms have the three lowest average ranks by cost, Swarm2 the lowest (main experiment, section 6.5, Table 8: 2.45, 3.12, 3.39)',
    holds: (t: DupontFindingsTable) => {
      const e = experiment(t, 'main');
      const r = ranks(e, 'cost');
      const order = [...e.setups].sort((a, b) => r[index(e, a)]! - r[index(e, b)]!);
      return sameSet(order.slice(0, 3), SWARMS) && order[0] === 'Swarm2' && r[index(e, 'Swarm2')]! < r[index(e, order[1]!)]!;
    },
  },
  {
    id: 'cost-no-rank-near-1',
    statement: 'No setup has an average cost rank close to 1: the best is at least 2 (main experiment, section 6.5, Table 8: best 2.45)',
    holds: (t: DupontFindingsTable) => Math.min(...ranks(experiment(t, 'main'), 'cost')) >= 2,
  },
  {
    id: 'cost-swarms-win-majority',
    statement: 'Each swarm has a lower cost than each non-swarm setup on the majority of the job sets (main experiment, section 6.5, Fig. 7)',
    holds: (t: DupontFindingsTable) => {
      const e = experiment(t, 'main');
      const w = need(e.costWins, 'costWins');
      const n = need(e.sets, 'sets');
      return SWARMS.every((s) => e.setups.filter((o) => !isSwarm(o)).every((o) => w[index(e, s)]![index(e, o)]! > n / 2));
    },
  },
  {
    id: 'swarms-beat-their-rand-param',
    statement: 'Each SwarmK has a lower average cost rank than Rand-ParamK (same condition, random parameters): the gain is the tuning\'s (main experiment, section 6.2, Table 8)',
    holds: (t: DupontFindingsTable) => {
      const e = experiment(t, 'main');
      const r = ranks(e, 'cost');
      return [1, 2, 3].every((k) => r[index(e, `Swarm${k}`)]! < r[index(e, `Rand-Param${k}`)]!);
    },
  },
  { id: 'cost-swarms-first-group', statement: 'The three swarms alone form the first group by cost (main experiment, section 6.5, Table 9)', holds: groupIs('main', 'cost', 0, SWARMS) },
  {
    id: 'cost-fifo-second-with-rand-params',
    statement: 'FIFO, Rand-Param1 and Rand-Param3 share the second group by cost (main experiment, section 6.5, Table 9)',
    holds: (t: DupontFindingsTable) => (experiment(t, 'main').groups.cost[1] ?? []).filter((s) => ['FIFO', 'Rand-Param1', 'Rand-Param3'].includes(s)).length === 3,
  },
  { id: 'cost-rcfg-poff-last', statement: 'FIFO-Rcfg-Poff alone ranks last by cost (main experiment, section 6.5, Table 9)', holds: groupIs('main', 'cost', -1, ['FIFO-Rcfg-Poff']) },
  { id: 'resilience-swarm2-alone-first', statement: 'Swarm2 alone forms the first group by cost at 90% (resilience test, section 6.6, Table 12)', holds: groupIs('resilience', 'cost', 0, ['Swarm2']) },
  { id: 'resilience-fifo-second', statement: 'FIFO alone forms the second group by cost at 90% (resilience test, section 6.6, Table 12)', holds: groupIs('resilience', 'cost', 1, ['FIFO']) },
  {
    id: 'resilience-swarm1-swarm3-third',
    statement: 'Swarm1 and Swarm3 rank third by cost, in one group (resilience test, section 6.6, Table 12)',
    holds: (t: DupontFindingsTable) => {
      const g = experiment(t, 'resilience').groups.cost;
      return groupOf(g, 'Swarm1') === 2 && groupOf(g, 'Swarm3') === 2;
    },
  },
  {
    id: 'resilience-rand-params-last',
    statement: 'The Rand-Param setups are in the last two groups by cost (resilience test, section 6.6: random parameters "lead to a poor overall performance", Table 12)',
    holds: (t: DupontFindingsTable) => {
      const g = experiment(t, 'resilience').groups.cost;
      return g.length >= 2 && [1, 2, 3].every((k) => groupOf(g, `Rand-Param${k}`) >= g.length - 2);
    },
  },
  {
    id: 'resilience-swarms-reconfigure',
    statement: 'Swarm1 and Swarm2 perform reconfigurations under the new distribution (resilience test, section 6.6, Table 11: 7.53 and 1.23)',
    holds: (t: DupontFindingsTable) => ['Swarm1', 'Swarm2'].every((s) => value(experiment(t, 'resilience'), experiment(t, 'resilience').reconfigurations, s) > 0),
  },
  { id: 'scaleup-rcfg-first', statement: 'FIFO-Rcfg alone forms the first group by cost (scale-up test, section 6.7, Table 15)', holds: groupIs('scaleUp', 'cost', 0, ['FIFO-Rcfg']) },
  {
    id: 'scaleup-swarms-tied-not-first',
    statement: 'The three swarms share one group by cost, not the first (scale-up test, section 6.7: "ranked equally well at rank 4", Table 15)',
    holds: (t: DupontFindingsTable) => {
      const g = experiment(t, 'scaleUp').groups.cost;
      const at = SWARMS.map((s) => groupOf(g, s));
      return at[0]! > 0 && at.every((i) => i === at[0]);
    },
  },
  { id: 'scaleup-rcfg-poff-last', statement: 'FIFO-Rcfg-Poff alone ranks last by cost (scale-up test, section 6.7, Table 15)', holds: groupIs('scaleUp', 'cost', -1, ['FIFO-Rcfg-Poff']) },
  {
    id: 'scaleup-swarm-power-offs-consistent',
    statement: 'Each swarm powers off about as often as in the main experiment (within a factor 2; scale-up test, section 6.7, Table 14 vs Table 5; weakened: "similar" read as a factor 2)',
    holds: (t: DupontFindingsTable) => {
      const m = experiment(t, 'main');
      const s = experiment(t, 'scaleUp');
      return SWARMS.every((w) => {
        const a = value(m, m.powerOffs, w);
        const b = value(s, s.powerOffs, w);
        return a > 0 && b > 0 && Math.max(a, b) / Math.min(a, b) <= 2;
      });
    },
  },
  {
    id: 'scaleup-rcfg-poor-power',
    statement: 'FIFO-Rcfg is in the last group by normalized power in the scale-up test: its lead costs power (section 6.7 and section 7)',
    holds: (t: DupontFindingsTable) => experiment(t, 'scaleUp').groups.normalizedMeanPower.at(-1)?.includes('FIFO-Rcfg') === true,
  },
]);

/**
 * The claims of Dupont 2020's results and conclusion that {@link DUPONT2020_FINDINGS} cannot test,
 * with the reason.
 *
 * @example
 * ```ts
 * import { DUPONT2020_UNTESTED } from 'schedlab/experiments';
 * DUPONT2020_UNTESTED.length;
 * ```
 */
export const DUPONT2020_UNTESTED: readonly UntestedClaim[] = Object.freeze([
  { claim: 'the training goes through three phases (epochs 1-20, 20-70, 70-100) and the swarms converge at around the same epochs', source: 'section 5.3, Fig. 3', reason: 'a reading of curve shapes with no measure given; Fig. 3 is drawn from results.json for comparison' },
  { claim: 'FIFO-Rcfg-Poff has a maximum mean stretch of about 80', source: 'section 6.3, Fig. 4', reason: 'one extreme value of one job set, not a comparison; the histograms are drawn' },
  { claim: 'the swarms\' lower whiskers are longer in the scale-up test than in Figs. 6 and 8', source: 'section 6.7, Fig. 9', reason: 'a visual remark with no measure given; the box plots are drawn' },
  { claim: 'power-offs may cause power spikes that hardware can stagger; frequent power cycles may shorten server life', source: 'sections 6.2 and 6.8', reason: 'not modelled by the simulator (the paper does not model them either)' },
]);
