import { createSimulation } from '../engine/createSimulation';
import { homogeneousPlatform } from '../engine/homogeneousPlatform';
import type { RigidJob } from '../engine/Job';
import type { Policy } from '../engine/Policy';
import type { Metrics, ServerSegment } from '../engine/Simulation';
import { InvalidInputError } from '../errors/InvalidInputError';
import { powerModel, type PowerModel, type PowerModelOptions } from '../power/PowerModel';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import { breakEvenShutdown } from '../policies/breakEvenShutdown';
import { easyBackfilling } from '../policies/easyBackfilling';
import { energyBackfilling } from '../policies/energyBackfilling';
import { idleTimeout } from '../policies/idleTimeout';
import { keepIdle } from '../policies/keepIdle';
import type { ShutdownRuleName } from '../policies/ShutdownRuleName';
import { withShutdown } from '../policies/withShutdown';
import { showValue } from '../errors/internals/showValue';
import { checkTune, RULE_SEED_BLOCK, tuneShutdownRules } from './internals/tuneShutdownRules';

const SHUTDOWN_STUDY_OPTIONS_KEYS = optionKeys<ShutdownStudyOptions>({ windows: true, windowJobs: true, seeds: true, generations: true, populationSize: true, power: true, tune: true });

/**
 * Options of {@link shutdownStudy}.
 *
 * @example
 * ```ts
 * import type { ShutdownStudyOptions } from 'schedlab/experiments';
 * const quick: ShutdownStudyOptions = { windows: 2, windowJobs: 1000, seeds: 1, generations: 2, populationSize: 8 };
 * const fair: ShutdownStudyOptions = { ...quick, seeds: 3, tune: ['idle', 'breakEven', 'keepIdle', 'energyBackfilling'] };
 * ```
 */
export interface ShutdownStudyOptions {
  /** Consecutive windows of the trace the setups are compared on (more than the trace holds is refused). @defaultValue 4, or as many as the trace holds if fewer */
  readonly windows?: number;
  /** Jobs per window. @defaultValue 4000 */
  readonly windowJobs?: number;
  /** Root seeds of the nsga2 runs (seeds 1..N). @defaultValue 1 */
  readonly seeds?: number;
  /** nsga2 generations per seed. @defaultValue 6 */
  readonly generations?: number;
  /** nsga2 population. @defaultValue 12 */
  readonly populationSize?: number;
  /**
   * The servers' power model's options (`powerModel`'s). With two sleep states or more, the study adds
   * EASY + idle timeout 1800 s into each deeper state k (`EASY+idle(1800s)@k`) and into the deepest
   * worthwhile one (`@deepest`), with their findings against state 0. @defaultValue Dupont 2020 Table 1
   */
  readonly power?: PowerModelOptions;
  /**
   * The shutdown rules tuned by nsga2 (`shutdownFamily(easyBackfilling(), rule)`), each with the
   * same budget: `populationSize`, `generations`, `seeds` runs, all on the first window. Study
   * seed s (1..seeds) runs nsga2 under seed `s + i * 2^30`, i the rule's index in idle, breakEven,
   * keepIdle, energyBackfilling (so idle keeps seeds 1..N, every (rule, seed) has its own stream,
   * and with a rule other than idle, `seeds` must be below 2^30). Distinct names, at least one.
   * @defaultValue ['idle']
   */
  readonly tune?: readonly ShutdownRuleName[];
}

/**
 * One setup on one window of {@link shutdownStudy}.
 *
 * @example
 * ```ts
 * import type { ShutdownStudyRow } from 'schedlab/experiments';
 * const percent = (row: ShutdownStudyRow): string => `${(100 * row.saved).toFixed(1)}% saved`;
 * ```
 */
export interface ShutdownStudyRow {
  readonly window: number;
  readonly setup: string;
  readonly energy: number;
  /** `1 - energy / EASY's energy` on the same window. */
  readonly saved: number;
  readonly meanWait: number;
  readonly meanBoundedSlowdown: number;
  readonly switchOffs: number;
}

/**
 * What {@link shutdownStudy} found: the table, findings counted over the windows (k of N), the
 * tuned rules' energy / bounded-slowdown fronts on the first window per seed (`front`: the idle
 * timeout's, `fronts`: every tuned rule's) with their hypervolumes, and the server segments of EASY + idleTimeout(1800 s) on the first window (for a power-over-time figure).
 *
 * @example
 * ```ts
 * import type { ShutdownStudyResult } from 'schedlab/experiments';
 * function best(r: ShutdownStudyResult): string | undefined {
 *   return [...r.rows].sort((a, b) => b.saved - a.saved)[0]?.setup;
 * }
 * ```
 */
export interface ShutdownStudyResult {
  readonly rows: readonly ShutdownStudyRow[];
  readonly findings: readonly { readonly statement: string; readonly k: number; readonly n: number }[];
  /** The idle timeout's front (`fronts`' idle points), as before `tune` existed; empty when idle is not tuned. */
  readonly front: readonly { readonly seed: number; readonly suspendTime: number; readonly energy: number; readonly meanBoundedSlowdown: number }[];
  /**
   * Every tuned rule's front, per study seed: its parameters by name (`shutdownFamily`'s space
   * names), energy (J) and mean bounded slowdown; sorted by rule (`tune`'s order), seed, energy.
   */
  readonly fronts: readonly { readonly rule: ShutdownRuleName; readonly seed: number; readonly x: Readonly<Record<string, number>>; readonly energy: number; readonly meanBoundedSlowdown: number }[];
  /**
   * Each (rule, seed) front's hypervolume (J x bounded slowdown) for one reference point shared by
   * all: 1.1 times the worst energy and the worst slowdown over every point of every front (one
   * point so that they compare; the worst so that every point counts; the 10% so that each front's
   * extreme points add a non-zero area). `findings` then gains, for each ordered pair of tuned
   * rules A and B, "the tuned A front has a larger hypervolume than B's", k of n = seeds.
   *
   * What such a comparison shows: on this window's jobs and with this budget, which rule nsga2
   * turned into a front that covers more of the energy / slowdown box, seed by seed (so optimizer
   * noise shows as k < n). What it does not show: that the rule wins on other windows or traces
   * (the fronts are tuned and measured on the same window: in-sample), that it is better at every
   * trade-off (fronts may cross: a larger hypervolume is not dominance), that its best possible
   * front is better (a small nsga2 budget approximates it), nor anything independent of the
   * reference point and of the objectives' scales (both change with the set of rules tuned).
   */
  readonly hypervolumes: readonly { readonly rule: ShutdownRuleName; readonly seed: number; readonly hypervolume: number }[];
  readonly segments: readonly ServerSegment[];
  /** The servers' power model (`options.power`, else Dupont 2020 Table 1), for the segments' power. */
  readonly power: PowerModel;
}

const SETUPS: readonly (readonly [string, () => Policy])[] = [
  ['EASY', () => easyBackfilling()],
  ['EASY+idle(1800s)', () => withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 1800 }))],
  ['EASY+keepIdle(10,1800s)', () => withShutdown(easyBackfilling(), keepIdle(10, 1800))],
  ['EASY+breakEven', () => withShutdown(easyBackfilling(), breakEvenShutdown())],
  ['energyBackfilling', () => energyBackfilling()],
];

function count(n: number, name: string, min: number): number {
  if (!(Number.isInteger(n) && n >= min)) throw new InvalidInputError(`shutdownStudy: options.${name} must be an integer >= ${min}, got ${showValue(n)}`);
  return n;
}

/** EASY + idle timeout 1800 s into each deeper sleep state and into the deepest worthwhile one, for a model with two or more. */
function sleepSetups(model: PowerModel): (readonly [string, () => Policy])[] {
  const count = model.sleepStates?.length ?? 1;
  if (count < 2) return [];
  const out: (readonly [string, () => Policy])[] = [];
  for (let k = 1; k < count; k++) out.push([`EASY+idle(1800s)@${k}`, () => withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 1800, sleepState: k }))]);
  out.push(['EASY+idle(1800s)@deepest', () => withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 1800, sleepState: 'deepest' }))]);
  return out;
}

/**
 * The shutdown study of issue 38 (docs/energy.md, "The study"): EASY against EASY with each
 * shutdown rule and energy-aware backfilling on consecutive windows of a trace, findings counted
 * k/N over the windows, and the energy / bounded-slowdown fronts of the tuned rules
 * (`shutdownFamily(easyBackfilling(), rule)` under `nsga2`, one run per rule and seed on the first
 * window, every rule with the same budget; `options.tune`, the idle timeout by default) with their
 * hypervolumes and which rule's front is larger, k/N over the seeds.
 * Deterministic for given jobs and options.
 *
 * @param jobs - the trace's rigid jobs in submission order (windows are consecutive slices)
 * @param processors - the machine size
 * @throws InvalidInputError for bad options or a trace shorter than one window
 * @example
 * ```ts
 * import { readBundledTrace } from 'schedlab/traces';
 * import { shutdownStudy } from 'schedlab/experiments';
 * const trace = await readBundledTrace('KTH-SP2');
 * const r = await shutdownStudy(trace.jobs, 100, { windows: 1, windowJobs: 500, generations: 1, populationSize: 4 });
 * r.findings[0]; // { statement: 'EASY+idle(1800s) uses less energy than EASY', k, n: 1 }
 * ```
 */
export async function shutdownStudy(jobs: readonly RigidJob[], processors: number, options: ShutdownStudyOptions = {}): Promise<ShutdownStudyResult> {
  if (!Array.isArray(jobs)) throw new InvalidInputError(`shutdownStudy(jobs): expected an array of rigid jobs, got ${showValue(jobs)}`);
  if (!(Number.isInteger(processors) && processors >= 1)) throw new InvalidInputError(`shutdownStudy(processors): expected an integer >= 1 (the machine size), got ${showValue(processors)}`);
  checkOptions('shutdownStudy(options)', options, SHUTDOWN_STUDY_OPTIONS_KEYS);
  const windows = count(options.windows ?? 4, 'windows', 1);
  const size = count(options.windowJobs ?? 4000, 'windowJobs', 1);
  const seeds = count(options.seeds ?? 1, 'seeds', 1);
  const generations = count(options.generations ?? 6, 'generations', 1);
  const populationSize = count(options.populationSize ?? 12, 'populationSize', 4);
  const tune = checkTune('shutdownStudy', options.tune ?? ['idle']);
  if (seeds >= RULE_SEED_BLOCK && tune.some((r) => r !== 'idle')) throw new InvalidInputError(`shutdownStudy(options.seeds): with rules other than idle tuned, seeds must be below 2^30 (each rule's nsga2 seeds are a block of 2^30), got ${seeds}`);
  const available = Math.floor(jobs.length / size);
  if (available < 1) throw new InvalidInputError(`shutdownStudy: the trace has ${jobs.length} jobs, fewer than one window of ${size}`);
  const platform = homogeneousPlatform({ servers: processors, ...(options.power === undefined ? {} : { power: powerModel(options.power) }) });
  const setups = [...SETUPS, ...sleepSetups(platform.clusters[0]!.power)];
  const rows: ShutdownStudyRow[] = [];
  // the default takes the windows the trace holds, up to 4; an explicit count it cannot hold is refused
  if (options.windows !== undefined && windows > available) throw new InvalidInputError(`shutdownStudy(options.windows): ${windows} windows of ${size} jobs need ${windows * size} jobs; the trace has ${jobs.length} (${available} window${available === 1 ? '' : 's'})`);
  const n = Math.min(windows, available);
  const sims = [];
  for (let w = 0; w < n; w++) {
    const sim = createSimulation({ platform, jobs: jobs.slice(w * size, (w + 1) * size) });
    sims.push(sim);
    let easy: Metrics | undefined;
    for (const [setup, make] of setups) {
      const m = sim.run(make()).metrics;
      easy ??= m;
      rows.push({ window: w, setup, energy: m.energy, saved: 1 - m.energy / easy.energy, meanWait: m.meanWait, meanBoundedSlowdown: m.meanBoundedSlowdown, switchOffs: m.switchOffs });
    }
  }
  const of = (setup: string) => rows.filter((r) => r.setup === setup);
  const easyRows = of('EASY');
  const findings = [
    ...setups.slice(1).map(([setup]) => ({ statement: `${setup} uses less energy than EASY`, k: of(setup).filter((r) => r.saved > 0).length, n })),
    { statement: 'EASY+idle(1800s) keeps the mean wait within 5% of EASY\'s', k: of('EASY+idle(1800s)').filter((r, i) => r.meanWait <= 1.05 * easyRows[i]!.meanWait).length, n },
    { statement: 'energyBackfilling saves more energy than EASY+idle(1800s)', k: of('energyBackfilling').filter((r, i) => r.saved > of('EASY+idle(1800s)')[i]!.saved).length, n },
    { statement: 'energyBackfilling pays a longer mean wait than EASY+idle(1800s)', k: of('energyBackfilling').filter((r, i) => r.meanWait > of('EASY+idle(1800s)')[i]!.meanWait).length, n },
    ...setups.slice(SETUPS.length).flatMap(([setup]) => [
      { statement: `${setup} uses less energy than EASY+idle(1800s) (sleep state 0)`, k: of(setup).filter((r, i) => r.energy < of('EASY+idle(1800s)')[i]!.energy).length, n },
      { statement: `${setup} keeps the mean wait within 5% of EASY's`, k: of(setup).filter((r, i) => r.meanWait <= 1.05 * easyRows[i]!.meanWait).length, n },
    ]),
  ];
  const first = sims[0]!;
  const tuned = await tuneShutdownRules((policy) => first.run(policy).metrics, tune, { seeds, populationSize, generations });
  const front = tuned.fronts.filter((p) => p.rule === 'idle').map((p) => ({ seed: p.seed, suspendTime: p.x['suspendTime']!, energy: p.energy, meanBoundedSlowdown: p.meanBoundedSlowdown }));
  const traced = first.run(withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 1800 })), { trace: true });
  return { rows, findings: [...findings, ...tuned.findings], front, fronts: tuned.fronts, hypervolumes: tuned.hypervolumes, segments: traced.trace?.servers ?? [], power: platform.clusters[0]!.power };
}
