import type { RigidJob } from '../../engine/Job';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { GreedyOptions } from '../../policies/rules/GreedyOptions';
import { FRANKE_OBJECTIVE_WEIGHTS } from '../traces/groupObjective';
import type { UserGroups } from '../traces/userGroups';
import { optionKeys, requireOptions } from '../../errors/internals/knownKeys';

const FRANKE_PROBLEM_OPTIONS_KEYS = optionKeys<FrankeProblemOptions>({ jobs: true, machineSize: true, groups: true, weights: true, rules: true, greedy: true });

/**
 * A training or evaluation problem of Franke, Lepping & Schwiegelshohn as plain, structured-
 * clonable data (so it can be sent to worker threads): jobs, machine, user groups (as a
 * user -> group table), objective weights, rule-base sizes.
 *
 * @example
 * ```ts
 * import { frankeProblem, frankeObjective, userGroups, type FrankeProblem } from 'schedlab/experiments';
 * const jobs = [ // users 1 and 2: user groups 1 and 2, both weighted by the default objective
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const problem: FrankeProblem = frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs) });
 * const copy = structuredClone(problem); // plain data, e.g. for worker threads
 * const objective = frankeObjective(copy, 'pittsburgh');
 * ```
 */
export interface FrankeProblem {
  readonly jobs: readonly RigidJob[];
  /** Processors m of the machine. */
  readonly machineSize: number;
  /** `[user, group]` pairs; unknown users are in the last group. */
  readonly groupOfUser: readonly (readonly [number, number])[];
  /** Number of user groups. */
  readonly groupCount: number;
  /** Objective weights per group (f = sum w_i AWRT_i). */
  readonly weights: readonly number[];
  /** Rules per fuzzy rule base N_r. */
  readonly rules: number;
  /** Greedy sorting parameters. */
  readonly greedy: GreedyOptions;
}

/**
 * Options of {@link frankeProblem}.
 *
 * @example
 * ```ts
 * import { frankeProblem, splitTrace, userGroups, type FrankeProblemOptions } from 'schedlab/experiments';
 * import { readSwf } from 'schedlab/workload';
 * const { jobs } = await readSwf('KTH-SP2-1996-2.1-cln.swf.br');
 * const options: FrankeProblemOptions = { jobs: splitTrace(jobs).train, machineSize: 100, groups: userGroups(jobs), rules: 8, greedy: { starvationTime: 43200 } };
 * const problem = frankeProblem(options);
 * ```
 */
export interface FrankeProblemOptions {
  /** The jobs to simulate (e.g. the training part of a trace). */
  readonly jobs: readonly RigidJob[];
  /** Processors m of the machine (integer >= 1). */
  readonly machineSize: number;
  /** User groups, usually built from the complete trace. */
  readonly groups: UserGroups;
  /** Objective weights. @defaultValue `[10, 4, 0, 0, 0]` (sec. 5) */
  readonly weights?: readonly number[];
  /** Rules per fuzzy rule base. @defaultValue 10 (sec. 4.2) */
  readonly rules?: number;
  /** Greedy parameters. @defaultValue `{}` (see GreedyOptions) */
  readonly greedy?: GreedyOptions;
}

/**
 * Packs what a rule-base training run needs into a {@link FrankeProblem}.
 *
 * @throws InvalidInputError on an empty job list, an invalid machine size, weights of the wrong
 *   length or a rule count < 1
 * @example
 * ```ts
 * import { frankeProblem, userGroups } from 'schedlab/experiments';
 * const jobs = [ // users 1 and 2 hold 97.6% and 2.4% of the work: user groups 1 and 2
 *   { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const problem = frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs) });
 * ```
 */
export function frankeProblem(options: FrankeProblemOptions): FrankeProblem {
  requireOptions('frankeProblem(options)', options, FRANKE_PROBLEM_OPTIONS_KEYS);
  const { jobs, machineSize, groups } = options;
  if (!Array.isArray(jobs) || jobs.length === 0) throw new InvalidInputError('frankeProblem: options.jobs must be a non-empty array of rigid jobs');
  if (!Number.isInteger(machineSize) || machineSize < 1) throw new InvalidInputError(`frankeProblem: options.machineSize must be an integer >= 1, got ${String(machineSize)}`);
  const weights = options.weights ?? FRANKE_OBJECTIVE_WEIGHTS;
  if (!Array.isArray(weights) || weights.length !== groups.count) {
    throw new InvalidInputError(`frankeProblem: options.weights must have ${groups.count} entries (one per group)`);
  }
  const rules = options.rules ?? 10;
  if (!Number.isInteger(rules) || rules < 1) throw new InvalidInputError(`frankeProblem: options.rules must be an integer >= 1, got ${String(rules)}`);
  // A weighted group without jobs has no AWRT: the objective would be NaN at every evaluation.
  // (groupOf is 1-based, weights are indexed from 0.)
  const present = new Set(jobs.map((j) => groups.groupOf(j)));
  weights.forEach((w, g) => {
    if (w !== 0 && !present.has(g + 1)) {
      throw new InvalidInputError(`frankeProblem: user group ${g + 1} has weight ${w} but no job in options.jobs, so its AWRT (and the objective) is undefined; give it weight 0 or include its jobs`);
    }
  });
  return {
    jobs,
    machineSize,
    groupOfUser: [...groups.groupOfUser.entries()],
    groupCount: groups.count,
    weights: weights.slice(),
    rules,
    greedy: options.greedy ?? {},
  };
}
