import type { ClusterView } from '../../../engine/ClusterView';
import type { Decision } from '../../../engine/Decision';
import type { RigidJob } from '../../../engine/Job';
import type { Policy, PolicyContext } from '../../../engine/Policy';
import { InvalidInputError } from '../../../errors/InvalidInputError';
import { conservativeBackfilling } from '../../conservativeBackfilling';
import { easyBackfilling } from '../../easyBackfilling';
import { fcfs } from '../../fcfs';
import type { GreedyOptions } from '../GreedyOptions';
import { STRATEGIES } from '../strategies';
import { QueueView } from './QueueView';

/** Checked Greedy parameters. */
export interface GreedyParams {
  readonly starvationTime: number;
  readonly favouredGroups: readonly number[];
}

/** Validates {@link GreedyOptions}. */
export function greedyParams(where: string, o: GreedyOptions | undefined): GreedyParams {
  const starvationTime = o?.starvationTime ?? 86400;
  if (typeof starvationTime !== 'number' || !(starvationTime > 0)) {
    throw new InvalidInputError(`${where}: greedy.starvationTime must be a number > 0 (seconds), got ${String(starvationTime)}`);
  }
  const favouredGroups = o?.favouredGroups ?? [1, 2];
  if (!Array.isArray(favouredGroups) || favouredGroups.some((g) => !Number.isInteger(g) || g < 1)) {
    throw new InvalidInputError(`${where}: greedy.favouredGroups must be an array of group numbers >= 1`);
  }
  return { starvationTime, favouredGroups };
}

/**
 * Executes one of the 13 strategies at a scheduling point: sorts the waiting queue by the
 * strategy's criterion and hands a view with that queue to FCFS / EASY / conservative
 * backfilling in submission order (so the algorithm follows the sorted queue exactly).
 */
export class StrategyRunner {
  private readonly view = new QueueView();
  private readonly algorithms: readonly Policy[] = [fcfs(), easyBackfilling(), conservativeBackfilling()];
  private readonly idx: number[] = [];
  private key = new Float64Array(64);
  private readonly counts: number[] = [];

  constructor(
    private readonly groupOf: (job: RigidJob) => number,
    private readonly greedy: GreedyParams,
  ) {}

  decide(view: ClusterView, ctx: PolicyContext, strategy: number): readonly Decision[] {
    const s = STRATEGIES[strategy];
    if (s === undefined) throw new InvalidInputError(`rule-based policy: strategy index must be an integer in [0, 12], got ${String(strategy)}`);
    const algorithm = s.algorithm === 'greedy' ? 0 : s.algorithm === 'fcfs' ? 0 : s.algorithm === 'easy' ? 1 : 2;
    this.view.inner = view;
    this.view.sorted = this.sorted(view, s.sorting);
    return this.algorithms[algorithm]!.decide(this.view, ctx);
  }

  /** The queue in the strategy's order, or undefined for submission order (the view's own, nothing copied). */
  private sorted(view: ClusterView, sorting: string): readonly RigidJob[] | undefined {
    if (sorting === 'waitingTime' || view.queue.length < 2) return undefined;
    const q = [...view.queue] as RigidJob[]; // keys and the sort read it at random: an array
    const n = q.length;
    if (this.key.length < n) this.key = new Float64Array(2 * n);
    const key = this.key;
    const now = view.now;
    for (let i = 0; i < n; i++) {
      if (q[i]!.kind !== 'rigid') throw new InvalidInputError(`rule-based policy: job "${q[i]!.id}" is malleable; rule-based policies schedule rigid jobs only`);
    }
    const groupOf = this.groupOf;
    if (sorting === 'processors') for (let i = 0; i < n; i++) key[i] = q[i]!.processors;
    else if (sorting === 'estimate') for (let i = 0; i < n; i++) key[i] = q[i]!.estimate;
    else if (sorting === 'userGroup') for (let i = 0; i < n; i++) key[i] = groupOf(q[i]!);
    else {
      const { starvationTime, favouredGroups } = this.greedy;
      const others = favouredGroups.length + 1;
      for (let i = 0; i < n; i++) {
        const j = q[i]!;
        if (now - j.submit >= starvationTime) key[i] = 0;
        else {
          const f = favouredGroups.indexOf(groupOf(j));
          key[i] = f < 0 ? others : f + 1;
        }
      }
    }
    const out = new Array<RigidJob>(n);
    if (sorting === 'userGroup' || sorting === 'greedy') {
      // Small integer keys: a stable counting sort, O(n) (queues of thousands of jobs are common).
      const counts = this.counts;
      counts.fill(0);
      for (let i = 0; i < n; i++) {
        const k = key[i] as number;
        if (k >= counts.length) counts.length = k + 1;
        counts[k] = (counts[k] ?? 0) + 1;
      }
      let acc = 0;
      for (let k = 0; k < counts.length; k++) {
        const c = counts[k] ?? 0;
        counts[k] = acc;
        acc += c;
      }
      for (let i = 0; i < n; i++) {
        const k = key[i] as number;
        out[counts[k] as number] = q[i]!;
        counts[k] = (counts[k] as number) + 1;
      }
      return out;
    }
    const idx = this.idx;
    idx.length = n;
    for (let i = 0; i < n; i++) idx[i] = i;
    idx.sort((a, b) => (key[a] as number) - (key[b] as number) || a - b);
    for (let i = 0; i < n; i++) out[i] = q[idx[i]!]!;
    return out;
  }
}
