/**
 * Parameters of the Greedy strategy's sorting criterion. Franke et al. (sec. 2.1) take it from
 * their reference [8], which we do not have; ours follows their description: "schedule jobs of
 * the user groups 1 and 2 earlier unless jobs from other user groups are already waiting for a
 * very long time". The queue is sorted by class, then submission order:
 * 0 = waiting at least `starvationTime`, then one class per favoured group (in the order of
 * `favouredGroups`), then everything else.
 *
 * @example
 * ```ts
 * import type { GreedyOptions } from 'schedlab/policies';
 * const greedy: GreedyOptions = { starvationTime: 12 * 3600, favouredGroups: [1, 2] };
 * ```
 */
export interface GreedyOptions {
  /** Waiting time (s) after which a job goes first whatever its group. @defaultValue 86400 (one day) */
  readonly starvationTime?: number;
  /** Groups served before the others, in priority order. @defaultValue `[1, 2]` */
  readonly favouredGroups?: readonly number[];
}
