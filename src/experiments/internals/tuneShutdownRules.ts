import type { Policy } from '../../engine/Policy';
import type { Metrics } from '../../engine/Simulation';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { showValue } from '../../errors/internals/showValue';
import { hypervolume } from '../../optimizers/hypervolume';
import { minimize } from '../../optimizers/minimize';
import { nsga2 } from '../../optimizers/nsga2';
import { easyBackfilling } from '../../policies/easyBackfilling';
import { shutdownFamily } from '../../policies/shutdownFamily';
import type { ShutdownRuleName } from '../../policies/ShutdownRuleName';

/** The rules `shutdownStudy` can tune, in the order that numbers their seed blocks (see {@link tunedRuleSeed}). */
export const SHUTDOWN_RULE_NAMES: readonly ShutdownRuleName[] = Object.freeze(['idle', 'breakEven', 'keepIdle', 'energyBackfilling']);

/** The span of study seeds each rule's block of nsga2 seeds holds: seeds 1 .. 2^30 - 1. */
export const RULE_SEED_BLOCK = 2 ** 30;

/** One point of a tuned rule's nsga2 front: its parameters by name and its two objectives. */
export interface TunedPoint {
  readonly rule: ShutdownRuleName;
  readonly seed: number;
  readonly x: Readonly<Record<string, number>>;
  readonly energy: number;
  readonly meanBoundedSlowdown: number;
}

/** The hypervolume of one tuned rule's front under one study seed. */
export interface TunedHypervolume {
  readonly rule: ShutdownRuleName;
  readonly seed: number;
  readonly hypervolume: number;
}

/** What {@link tuneShutdownRules} returns. */
export interface TunedRules {
  readonly fronts: readonly TunedPoint[];
  readonly hypervolumes: readonly TunedHypervolume[];
  readonly findings: readonly { readonly statement: string; readonly k: number; readonly n: number }[];
}

/**
 * The nsga2 seed of study seed `seed` (1, 2, ...) for `rule`: `seed + i * 2^30`, i the rule's index
 * in {@link SHUTDOWN_RULE_NAMES} (idle 0, breakEven 1, keepIdle 2, energyBackfilling 3). So idle
 * keeps seeds 1..N (the study before `tune` existed), every (rule, seed) with seed < 2^30 has its
 * own seed (hence its own pure-rand stream), all within minimize's unsigned 32 bits, and a rule's
 * seeds do not depend on which other rules are tuned.
 */
export function tunedRuleSeed(rule: ShutdownRuleName, seed: number): number {
  return seed + SHUTDOWN_RULE_NAMES.indexOf(rule) * RULE_SEED_BLOCK;
}

/** `options.tune` of `fn` checked: a non-empty array of distinct rule names, else an InvalidInputError naming the option (and the entry). */
export function checkTune(fn: string, value: unknown): readonly ShutdownRuleName[] {
  const where = `${fn}(options.tune)`;
  const names = SHUTDOWN_RULE_NAMES.join(', ');
  if (!Array.isArray(value)) throw new InvalidInputError(`${where}: expected an array of shutdown rule names (${names}), got ${showValue(value)}`);
  if (value.length === 0) throw new InvalidInputError(`${where}: expected at least one shutdown rule name (${names}), got []`);
  value.forEach((v: unknown, i) => {
    if (!SHUTDOWN_RULE_NAMES.includes(v as ShutdownRuleName)) throw new InvalidInputError(`${fn}(options.tune[${i}]): unknown shutdown rule ${showValue(v)}; expected one of ${names}`);
    if (value.indexOf(v) !== i) throw new InvalidInputError(`${fn}(options.tune[${i}]): rule ${showValue(v)} is listed twice (first at [${value.indexOf(v)}])`);
  });
  return value as ShutdownRuleName[];
}

/**
 * Tunes each rule of `tune` (`shutdownFamily(easyBackfilling(), rule)`) with nsga2 under the same
 * budget: the same population, generations and study seeds 1..seeds, each (rule, seed) under its
 * own nsga2 seed ({@link tunedRuleSeed}), every candidate evaluated by `run` (the same window for
 * all; `at` says which rule, study seed and parameters, so that a test can count the budget). The fronts' points are sorted by rule (in `tune`'s order), seed, then energy.
 *
 * Hypervolumes share one reference point: 1.1 times the worst energy and the worst mean bounded
 * slowdown over every point of every front. One reference makes the hypervolumes of all rules and
 * seeds comparable; taking the worst observed values keeps every point inside the reference box,
 * and the 10% margin gives the extreme points of each front (the worst in one objective) a
 * non-zero share instead of none. The reference moves with the set of rules tuned, so a rule's
 * hypervolume is comparable only within one study.
 *
 * Findings: for each ordered pair (A, B) of tuned rules, k = the seeds s where A's front under s
 * has a larger hypervolume than B's under s, of n = seeds.
 */
export async function tuneShutdownRules(
  run: (policy: Policy, at: { readonly rule: ShutdownRuleName; readonly seed: number; readonly x: ArrayLike<number> }) => Metrics,
  tune: readonly ShutdownRuleName[],
  budget: { readonly seeds: number; readonly populationSize: number; readonly generations: number },
): Promise<TunedRules> {
  const points: TunedPoint[] = [];
  for (const rule of tune) {
    const family = shutdownFamily(easyBackfilling(), rule);
    const names = family.space.names ?? [];
    for (let seed = 1; seed <= budget.seeds; seed++) {
      const result = await minimize(
        { space: family.space, objectives: 2, evaluate: (x) => {
          const m = run(family.create(x), { rule, seed, x });
          return [m.energy, m.meanBoundedSlowdown];
        } },
        nsga2({ populationSize: budget.populationSize }),
        { seed: tunedRuleSeed(rule, seed), maxIterations: budget.generations },
      );
      for (const p of result.front) {
        points.push({ rule, seed, x: Object.fromEntries(names.map((n, i) => [n, p.x[i]!])), energy: p.values[0]!, meanBoundedSlowdown: p.values[1]! });
      }
    }
  }
  const order = (r: ShutdownRuleName) => tune.indexOf(r);
  points.sort((a, b) => order(a.rule) - order(b.rule) || a.seed - b.seed || a.energy - b.energy);
  const reference = [1.1 * Math.max(...points.map((p) => p.energy)), 1.1 * Math.max(...points.map((p) => p.meanBoundedSlowdown))];
  const hypervolumes: TunedHypervolume[] = [];
  for (const rule of tune) {
    for (let seed = 1; seed <= budget.seeds; seed++) {
      const front = points.filter((p) => p.rule === rule && p.seed === seed).map((p) => [p.energy, p.meanBoundedSlowdown]);
      hypervolumes.push({ rule, seed, hypervolume: hypervolume(front, reference) });
    }
  }
  const hv = (rule: ShutdownRuleName, seed: number) => hypervolumes.find((h) => h.rule === rule && h.seed === seed)!.hypervolume;
  const findings = tune.flatMap((a) => tune.filter((b) => b !== a).map((b) => {
    let k = 0;
    for (let seed = 1; seed <= budget.seeds; seed++) if (hv(a, seed) > hv(b, seed)) k++;
    return { statement: `the tuned ${a} front has a larger hypervolume than ${b}'s (nsga2, window 0)`, k, n: budget.seeds };
  }));
  return { fronts: points, hypervolumes, findings };
}
