import type { ReportSection } from '../plot/Report';
import type { FindingCount } from './Finding';
import type { MethodSettings } from './MethodSettings';
import type { UntestedClaim } from './UntestedClaim';
import { optionKeys, requireObject, checkOptions } from '../errors/internals/knownKeys';
import { QUICK_CAVEAT, firstSeedInWords, seedsInWords } from './internals/studyWords';

const ABOUT_KEYS = optionKeys<FindingsAbout>({ mode: true, untested: true, shared: true, columns: true });

/**
 * What {@link findingsSections} says about the study besides the counts.
 *
 * @example
 * ```ts
 * import type { FindingsAbout } from 'schedlab/experiments';
 * const about: FindingsAbout = { mode: 'quick', shared: 'the job sets (common random numbers)' };
 * ```
 */
export interface FindingsAbout {
  /** The study's mode, said in the text (and a caveat in quick mode). */
  readonly mode?: 'quick' | 'full';
  /** The paper's claims the findings cannot test, listed with the reason. */
  readonly untested?: readonly UntestedClaim[];
  /** What the trained methods share and what is independent (shown under the settings table). */
  readonly shared?: string;
  /**
   * Further k/N columns (name -> the same findings counted another way, e.g. under the paper's
   * post-hoc rule), matched by finding id.
   */
  readonly columns?: Readonly<Record<string, readonly FindingCount[]>>;
}

/**
 * The two sections every reproduction report starts with: the paper's findings counted over the
 * study's root seeds (k/N, and one column per reading when the study ran under several), then the
 * settings each trained method ran with, in one table (population, iterations, evaluations spent,
 * bound rule, seeding), so a reader sees first what holds and whether the comparison was fair.
 *
 * @param findings - `results.findings`
 * @param seeds - the study's root seeds
 * @param settings - `results.settings`
 * @param about - the mode, the untested claims and what the methods share (optional)
 * @example
 * ```ts
 * import { findingsSections } from 'schedlab/experiments';
 * const [findings, settings] = findingsSections(
 *   [{ id: 'a', statement: 'A beats B', holds: 2, runs: 3, bySeed: [true, false, true] }],
 *   [1, 5, 9],
 *   [{ method: 'A', optimizer: 'pso', population: 30, iterations: 100, evaluations: 3000, boundary: 'reflect', seeding: 'none' }],
 * );
 * findings!.tables![0]!.rows[0]; // ['a', 'A beats B', '2/3', 'yes, no, yes']
 * ```
 */
export function findingsSections(findings: readonly FindingCount[], seeds: readonly number[], settings: readonly MethodSettings[], about: FindingsAbout = {}): ReportSection[] {
  checkOptions('findingsSections(about)', about, ABOUT_KEYS);
  requireObject('findingsSections(findings)', findings, 'an array');
  requireObject('findingsSections(seeds)', seeds, 'an array of seeds');
  requireObject('findingsSections(settings)', settings, 'an array of method settings');
  const readings = [...new Set(findings.flatMap((f) => Object.keys(f.readings ?? {})))];
  const extra = Object.entries(about.columns ?? {});
  const withStreams = settings.some((s) => s.streams !== undefined);
  const extraCell = (counts: readonly FindingCount[], id: string): string => {
    const c = counts.find((x) => x.id === id);
    return c === undefined ? '' : `${c.holds}/${c.runs}`;
  };
  return [
    {
      heading: 'Findings',
      text:
        `The paper's claims, each checked on the study under ${seeds.length} root seed${seeds.length === 1 ? '' : 's'} (${seeds.join(', ')}; ` +
        'derived from --seed by studySeeds): "holds" counts the seeds on which it held; "weakened: ..." in a statement says how it is weaker than the paper\'s claim.' +
        (about.mode === undefined ? '' : ` Mode: ${about.mode}; counts over ${seedsInWords(seeds)}, every other table from ${firstSeedInWords(seeds)}.`) +
        (about.mode === 'quick' ? `\n\n${QUICK_CAVEAT[0]!.toUpperCase()}${QUICK_CAVEAT.slice(1)}.` : ''),
      tables: [
        {
          name: 'findings',
          caption: 'Findings of the paper: in how many of the runs each holds',
          columns: ['id', 'statement', 'holds', ...(readings.length === 0 ? ['per seed'] : readings), ...extra.map(([name]) => name)],
          rows: findings.map((f) => [
            f.id,
            f.statement,
            `${f.holds}/${f.runs}`,
            ...(readings.length === 0 ? [f.bySeed.map((b) => (b ? 'yes' : 'no')).join(', ')] : readings.map((r) => (f.readings?.[r] === undefined ? '' : `${f.readings[r]!.holds}/${f.readings[r]!.runs}`))),
            ...extra.map(([, counts]) => extraCell(counts, f.id)),
          ]),
        },
        ...(about.untested === undefined || about.untested.length === 0
          ? []
          : [{ name: 'untested', caption: 'Claims of the paper not tested here, and why', columns: ['claim', 'where', 'why not tested'], rows: about.untested.map((c) => [c.claim, c.source, c.reason]) }]),
      ],
    },
    {
      heading: 'Settings of the compared methods',
      ...(about.shared === undefined ? {} : { text: about.shared }),
      tables: [
        {
          name: 'settings',
          caption: 'What each method ran with (first root seed): population, iterations, evaluations actually spent (per run), bound rule, seeding',
          columns: ['method', 'optimizer', 'population', 'iterations', 'evaluations', 'bound rule', 'seeding', ...(withStreams ? ['random streams'] : [])],
          rows: settings.map((s) => [s.method, s.optimizer, s.population, s.iterations, s.evaluations, s.boundary, s.seeding, ...(withStreams ? [s.streams ?? ''] : [])]),
        },
      ],
    },
  ];
}
