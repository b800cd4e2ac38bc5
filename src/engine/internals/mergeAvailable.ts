import { IDLE } from './constants';

/** Platforms from this many servers build the available list by merging the changes (`ClusterState.changed`). */
export const MERGE_FROM = 256;

/**
 * What the merge reads and changes of a run's servers: `ClusterState` implements it (an interface
 * rather than `ClusterState` itself, so that it imports this file without a cycle).
 */
export interface MergedAvailable {
  readonly state: Uint8Array;
  readonly holder: Int32Array;
  /** Size of the available set now. */
  readonly availableCount: number;
  /** The list last built, ascending (the engine's own copy). */
  readonly merged: readonly number[];
  /** The servers whose availability changed since (repeats allowed). */
  readonly changed: number[] | undefined;
  /** Marks of the merge, compared with `changedStamp`. */
  readonly changedMark: Int32Array | undefined;
  changedStamp: number;
}

/**
 * The available servers (idle and unallocated), ascending: the previous list without the changed
 * servers, merged with those of them now available, O(k + c log c) for k listed and c changed
 * servers instead of a scan of every server (FCFS with 20,000 servers busy frees one per
 * scheduling point).
 */
export function mergeAvailable(c: MergedAvailable): number[] {
  const mark = c.changedMark as Int32Array;
  const tag = ++c.changedStamp;
  const added: number[] = [];
  for (const s of c.changed as number[]) {
    if (mark[s] === tag) continue;
    mark[s] = tag;
    if (c.state[s] === IDLE && c.holder[s] === -1) added.push(s);
  }
  if (added.length > 1) added.sort((x, y) => x - y);
  const out = new Array<number>(c.availableCount);
  let k = 0;
  let j = 0;
  for (const s of c.merged) {
    if (mark[s] === tag) continue; // changed: in `added` if still available
    while (j < added.length && (added[j] as number) < s) out[k++] = added[j++] as number;
    out[k++] = s;
  }
  while (j < added.length) out[k++] = added[j++] as number;
  if (k !== out.length) throw new Error(`internal: available-server merge found ${k} servers, expected ${out.length}`);
  return out;
}
