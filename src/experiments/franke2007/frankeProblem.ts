import type { RigidJob } from '../../engine/Job';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { GreedyOptions } from '../../policies/rules/GreedyOptions';
import { FRANKE_OBJECTIVE_WEIGHTS } from '../traces/groupObjective';
import type { UserGroups } from '../traces/userGroups';

/**
 * A training or evaluation problem of Franke, Lepping & Schwiegelshohn as plain, structured-
 * clonable data (so it can be sent to worker threads): jobs, machine, user groups (as a
 * user -> group table), objective weights, rule-base sizes.
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

/** Options of {@link frankeProblem}. */
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
 * const jobs = [{ kind: 'rigid' as const, id: 'a', submit: 0, processors: 1, runtime: 5, estimate: 5, user: 1 }];
 * const problem = frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs) });
 * ```
 */
export function frankeProblem(options: FrankeProblemOptions): FrankeProblem {
  const { jobs, machineSize, groups } = options;
  if (!Array.isArray(jobs) || jobs.length === 0) throw new InvalidInputError('frankeProblem: options.jobs must be a non-empty array of rigid jobs');
  if (!Number.isInteger(machineSize) || machineSize < 1) throw new InvalidInputError(`frankeProblem: options.machineSize must be an integer >= 1, got ${String(machineSize)}`);
  const weights = options.weights ?? FRANKE_OBJECTIVE_WEIGHTS;
  if (!Array.isArray(weights) || weights.length !== groups.count) {
    throw new InvalidInputError(`frankeProblem: options.weights must have ${groups.count} entries (one per group)`);
  }
  const rules = options.rules ?? 10;
  if (!Number.isInteger(rules) || rules < 1) throw new InvalidInputError(`frankeProblem: options.rules must be an integer >= 1, got ${String(rules)}`);
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
