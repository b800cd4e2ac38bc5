import type { RigidJob } from '../../engine/Job';

/** Limit that every job's duration meets (durations are finite). */
const ANY = Number.MAX_VALUE;

/**
 * The waiting jobs of one processor count, in queue order, with a min-tree of their durations
 * (a removed job's leaf is Infinity).
 */
class Bucket {
  /** Queue order number of each entry, ascending. */
  readonly seq: number[] = [];
  readonly jobs: (RigidJob | undefined)[] = [];
  private cap = 16;
  /** Segment tree: leaves at [cap, 2 cap), node i = min(2i, 2i + 1). */
  private tree = new Float64Array(32).fill(Infinity);
  live = 0;

  constructor(readonly processors: number) {}

  add(seq: number, job: RigidJob, duration: number): number {
    const local = this.jobs.length;
    if (local === this.cap) this.grow();
    this.seq.push(seq);
    this.jobs.push(job);
    this.set(local, duration);
    this.live++;
    return local;
  }

  remove(local: number): void {
    this.jobs[local] = undefined;
    this.set(local, Infinity);
    this.live--;
  }

  /** First entry at or after `from` whose duration is at most `limit`, or -1. */
  first(from: number, limit: number): number {
    const cap = this.cap;
    const tree = this.tree;
    if (from >= this.jobs.length) return -1;
    let i = from + cap;
    if ((tree[i] as number) <= limit) return from;
    for (;;) {
      // a left child whose right sibling holds a match: descend there; else climb
      if ((i & 1) === 0 && (tree[i + 1] as number) <= limit) {
        i++;
        break;
      }
      i >>= 1;
      if (i <= 1) return -1;
    }
    while (i < cap) {
      i <<= 1;
      if (!((tree[i] as number) <= limit)) i++;
    }
    return i - cap;
  }

  private set(local: number, value: number): void {
    const tree = this.tree;
    let i = local + this.cap;
    tree[i] = value;
    for (i >>= 1; i >= 1; i >>= 1) {
      const m = Math.min(tree[2 * i] as number, tree[2 * i + 1] as number);
      if (tree[i] === m) break; // the ancestors already hold it
      tree[i] = m;
    }
  }

  private grow(): void {
    const old = this.tree;
    const oldCap = this.cap;
    this.cap *= 2;
    const tree = new Float64Array(2 * this.cap).fill(Infinity);
    tree.set(old.subarray(oldCap, 2 * oldCap), this.cap);
    for (let i = this.cap - 1; i >= 1; i--) tree[i] = Math.min(tree[2 * i] as number, tree[2 * i + 1] as number);
    this.tree = tree;
  }
}

/** Where an indexed job sits. */
interface Place {
  readonly bucket: Bucket;
  readonly local: number;
  readonly seq: number;
}

/**
 * EASY backfilling's view of the waiting queue, kept between scheduling points: the jobs by
 * processor count, each count's jobs in queue order with a min-tree of their durations. Finding
 * the next job to backfill costs O(c log n) for c distinct processor counts no larger than the
 * free processors, instead of a scan of the queue; adding or removing a job costs O(log n). This
 * is what keeps a saturated EASY run (every job queued at once) linear in the number of jobs.
 */
export class BackfillIndex {
  private readonly buckets = new Map<number, Bucket>();
  /** Processor counts that have a bucket, ascending. */
  private sizes: number[] = [];
  private readonly places = new Map<RigidJob, Place>();
  private nextSeq = 0;
  /** Jobs by order number (undefined once removed), and the first order number that may be live. */
  private bySeq: (RigidJob | undefined)[] = [];
  private firstLive = 0;

  /** Number of jobs indexed. */
  get size(): number {
    return this.places.size;
  }

  has(job: RigidJob): boolean {
    return this.places.has(job);
  }

  /** Queue order number of an indexed job, or -1. */
  seqOf(job: RigidJob): number {
    return this.places.get(job)?.seq ?? -1;
  }

  /** The indexed job with the smallest order number (the queue's head), or undefined. */
  first(): RigidJob | undefined {
    const bySeq = this.bySeq;
    while (this.firstLive < bySeq.length && bySeq[this.firstLive] === undefined) this.firstLive++;
    return bySeq[this.firstLive];
  }

  clear(): void {
    this.buckets.clear();
    this.sizes = [];
    this.places.clear();
    this.nextSeq = 0;
    this.bySeq = [];
    this.firstLive = 0;
  }

  /** Indexes a job behind every job indexed so far (the queue's tail). */
  add(job: RigidJob, duration: number): void {
    let bucket = this.buckets.get(job.processors);
    if (bucket === undefined) {
      bucket = new Bucket(job.processors);
      this.buckets.set(job.processors, bucket);
      this.sizes.push(job.processors);
      this.sizes.sort((a, b) => a - b); // once per distinct count
    }
    const seq = this.nextSeq++;
    this.places.set(job, { bucket, local: bucket.add(seq, job, duration), seq });
    this.bySeq.push(job);
  }

  /** Forgets a job (started); false if it was not indexed. */
  remove(job: RigidJob): boolean {
    const place = this.places.get(job);
    if (place === undefined) return false;
    place.bucket.remove(place.local);
    this.places.delete(job);
    this.bySeq[place.seq] = undefined;
    return true;
  }

  /**
   * The first job in queue order after order number `after` that needs at most `free` processors
   * and either at most `extra` processors or a duration of at most `limit`; undefined if none.
   */
  next(after: number, free: number, extra: number, limit: number): RigidJob | undefined {
    let best: RigidJob | undefined;
    let bestSeq = Infinity;
    for (const p of this.sizes) {
      if (p > free) break;
      const bucket = this.buckets.get(p) as Bucket;
      if (bucket.live === 0) continue;
      const local = bucket.first(upperBound(bucket.seq, after), p <= extra ? ANY : limit);
      if (local >= 0 && (bucket.seq[local] as number) < bestSeq) {
        bestSeq = bucket.seq[local] as number;
        best = bucket.jobs[local];
      }
    }
    return best;
  }
}

/** First index of an ascending array whose value is greater than `x`. */
function upperBound(a: readonly number[], x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((a[mid] as number) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
