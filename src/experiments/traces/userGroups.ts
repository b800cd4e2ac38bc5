import type { RigidJob } from '../../engine/Job';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { checkOptions, optionKeys } from '../../errors/internals/knownKeys';

const USER_GROUPS_OPTIONS_KEYS = optionKeys<UserGroupsOptions>({ thresholds: true });

/**
 * Options of {@link userGroups}.
 *
 * @example
 * ```ts
 * import { userGroups, type UserGroupsOptions } from 'schedlab/experiments';
 * import type { RigidJob } from 'schedlab/engine';
 * declare const jobs: RigidJob[]; // e.g. (await readSwf(path)).jobs
 * const threeGroups: UserGroupsOptions = { thresholds: [0.1, 0.01] }; // >= 10 %, >= 1 %, the rest
 * const groups = userGroups(jobs, threeGroups); // groups.count === 3
 * ```
 */
export interface UserGroupsOptions {
  /**
   * Decreasing share thresholds, one per group but the last: a user whose share of the total
   * resource consumption `sum(p_j * m_j)` is at least `thresholds[0]` is in group 1, at least
   * `thresholds[1]` in group 2, ... and below the last threshold in the last group. With k
   * thresholds there are k + 1 groups. Franke et al. (sec. 1, 2.1) use 5 groups by resource
   * consumption with thresholds from their reference [8], which we do not have; the default is
   * our choice. On the KTH log it gives 6 / 6 / 13 / 39 / 150 users holding 41 / 20 / 19 / 18 / 1.5 %
   * of the consumption.
   * @defaultValue `[0.05, 0.02, 0.01, 0.001]` (5 %, 2 %, 1 %, 0.1 %)
   */
  readonly thresholds?: readonly number[];
}

/**
 * Partition of a trace's users into groups by resource consumption (group 1 = largest users).
 *
 * @example
 * ```ts
 * import { userGroups, type UserGroups } from 'schedlab/experiments';
 * import { readSwf } from 'schedlab/workload';
 * const { jobs } = await readSwf('KTH-SP2-1996-2.1-cln.swf.br');
 * const groups: UserGroups = userGroups(jobs);
 * console.log(groups.users, groups.shares); // users and consumption share per group
 * const groupOfFirst = groups.groupOf(jobs[0]!);
 * ```
 */
export interface UserGroups {
  /** Number of groups (`thresholds.length + 1`). */
  readonly count: number;
  /** The share thresholds used. */
  readonly thresholds: readonly number[];
  /** Group (1-based) of each user id; a job without a user id counts as user -1. */
  readonly groupOfUser: ReadonlyMap<number, number>;
  /** Share of the total consumption of each user id. */
  readonly shareOfUser: ReadonlyMap<number, number>;
  /** Number of users in each group (index 0 = group 1). */
  readonly users: readonly number[];
  /** Share of the total consumption of each group (index 0 = group 1). */
  readonly shares: readonly number[];
  /**
   * Group (1-based) of a job, from its `user` (-1 when absent). A user not seen in the trace the
   * groups were built from is in the last group.
   */
  groupOf(job: RigidJob): number;
}

/**
 * Default thresholds of {@link userGroups}: 5 %, 2 %, 1 %, 0.1 % of the total consumption.
 *
 * @example
 * ```ts
 * import { userGroups, DEFAULT_GROUP_THRESHOLDS } from 'schedlab/experiments';
 * import type { RigidJob } from 'schedlab/engine';
 * declare const jobs: RigidJob[]; // e.g. (await readSwf(path)).jobs
 * // The default grouping with an extra group for users below 0.01 %.
 * const groups = userGroups(jobs, { thresholds: [...DEFAULT_GROUP_THRESHOLDS, 0.0001] }); // 6 groups
 * ```
 */
export const DEFAULT_GROUP_THRESHOLDS: readonly number[] = Object.freeze([0.05, 0.02, 0.01, 0.001]);

/**
 * Splits the users of a rigid-job trace into groups by their share of the total resource
 * consumption `sum_j p_j * m_j` (Franke, Lepping & Schwiegelshohn, sec. 1 and 2.1: the binary
 * function rho_i(j) says whether job j belongs to user group i; group 1 holds the users with the
 * highest consumption, group 5 those with a very low one).
 *
 * @param jobs - the trace (run time `runtime`, width `processors`, user `user`)
 * @param options - share thresholds, see {@link UserGroupsOptions}
 * @throws InvalidInputError when `jobs` is empty or the thresholds are not strictly decreasing in (0, 1)
 * @example
 * ```ts
 * import { userGroups } from 'schedlab/experiments';
 * const groups = userGroups([
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 10, runtime: 100, estimate: 100, user: 1 },
 *   { kind: 'rigid', id: 'b', submit: 5, processors: 1, runtime: 10, estimate: 10, user: 2 },
 * ], { thresholds: [0.5] });
 * groups.groupOfUser.get(2); // 2
 * ```
 */
export function userGroups(jobs: readonly RigidJob[], options: UserGroupsOptions = {}): UserGroups {
  checkOptions('userGroups(options)', options, USER_GROUPS_OPTIONS_KEYS);
  const thresholds = options.thresholds ?? DEFAULT_GROUP_THRESHOLDS;
  if (!Array.isArray(thresholds) || thresholds.length === 0) {
    throw new InvalidInputError('userGroups: options.thresholds must be a non-empty array of shares in (0, 1)');
  }
  thresholds.forEach((t, i) => {
    if (typeof t !== 'number' || !(t > 0 && t < 1)) {
      throw new InvalidInputError(`userGroups: options.thresholds[${i}] must be a share in (0, 1), got ${String(t)}`);
    }
    if (i > 0 && !(t < (thresholds[i - 1] as number))) {
      throw new InvalidInputError(`userGroups: options.thresholds must be strictly decreasing; [${i}] = ${t} >= [${i - 1}]`);
    }
  });
  if (!Array.isArray(jobs) || jobs.length === 0) throw new InvalidInputError('userGroups: jobs must be a non-empty array of rigid jobs');
  const consumption = new Map<number, number>();
  let total = 0;
  jobs.forEach((j, i) => {
    if (j === null || typeof j !== 'object' || j.kind !== 'rigid') {
      throw new InvalidInputError(`userGroups: jobs[${i}] must be a rigid job`);
    }
    const c = j.runtime * j.processors;
    const u = j.user ?? -1;
    consumption.set(u, (consumption.get(u) ?? 0) + c);
    total += c;
  });
  if (!(total > 0)) throw new InvalidInputError('userGroups: the total resource consumption of the jobs is 0');
  const count = thresholds.length + 1;
  const groupOfUser = new Map<number, number>();
  const shareOfUser = new Map<number, number>();
  const users = new Array<number>(count).fill(0);
  const shares = new Array<number>(count).fill(0);
  for (const [u, c] of consumption) {
    const share = c / total;
    let g = thresholds.findIndex((t) => share >= t);
    if (g < 0) g = count - 1;
    groupOfUser.set(u, g + 1);
    shareOfUser.set(u, share);
    users[g] = (users[g] as number) + 1;
    shares[g] = (shares[g] as number) + share;
  }
  const frozenThresholds = Object.freeze(thresholds.slice());
  return Object.freeze({
    count,
    thresholds: frozenThresholds,
    groupOfUser,
    shareOfUser,
    users: Object.freeze(users),
    shares: Object.freeze(shares),
    groupOf: (job: RigidJob): number => groupOfUser.get(job.user ?? -1) ?? count,
  });
}
