import { listBits } from './listBits';
import { MERGE_FROM, mergeAvailable } from './mergeAvailable';

/**
 * The two sets of servers a run keeps at every change, as bits (server s is bit s & 31 of word
 * s >> 5), for {@link ClusterState}, which extends it:
 * - the available set (idle and unallocated): `changeAvailable` at each change in or out; the list
 *   handed to policies (`availableServers`) is rebuilt from the bits, or merged with the changes on
 *   large platforms, only on the first read after a change;
 * - the down set (neither idle nor computing: off, switching, failed): `markDown` at the only
 *   changes between down and up (power-off, failure, back on), listed by `downServers`.
 *
 * A base class rather than an object ClusterState holds: the fields stay on the ClusterState
 * object, so a change costs no extra load on the engine's hot path. Its 12 fields come first in
 * that object: ClusterState declares its own cold fields last for V8 (see there).
 * It reads the servers' `state` and `holder` only to merge (mergeAvailable.ts); the subclass keeps
 * them and calls `changeAvailable` exactly when a server's `state === IDLE && holder === -1` flips.
 */
export abstract class ServerSets {
  /** Number of servers. */
  readonly size: number;
  /** Power state of each server (ClusterState's). */
  abstract readonly state: Uint8Array;
  /** Index of the job holding each server, -1 when none (ClusterState's). */
  abstract readonly holder: Int32Array;
  /** The list handed out (policies may keep it; the engine never reads it back). */
  private available: number[] = [];
  /** The engine's own copy of the last list, which the merge starts from (on merging platforms). */
  merged: number[] = [];
  private availableDirty = true;
  /** Size of the available set, kept up to date at every change. */
  availableCount: number;
  /** The available set as bits, kept up to date at every change. */
  private readonly availableBits: Int32Array;
  /**
   * On platforms of at least 256 servers, the servers whose availability changed since the list
   * was last built, so the next list is the previous one merged with them, O(k + c log c), instead
   * of a scan of every server (FCFS with 20,000 servers busy: one server freed per scheduling
   * point). Undefined on smaller platforms, where the scan is as cheap.
   */
  readonly changed: number[] | undefined;
  /** More changes than an eighth of the servers (or no list built yet): scan instead. */
  private changedOverflow = true;
  /** Marks of the merge (compared with `changedStamp`). */
  readonly changedMark: Int32Array | undefined;
  changedStamp = 0;
  /** Servers neither idle nor computing (off, switching, failed) as bits, kept by `markDown` (issue 38). */
  private readonly downBits: Int32Array;
  /** How many servers are neither idle nor computing. */
  downCount = 0;

  /** Every one of the `n` servers starts available (idle and free) and up. */
  constructor(n: number) {
    this.size = n;
    this.availableCount = n;
    this.availableBits = new Int32Array((n + 31) >> 5);
    this.downBits = new Int32Array((n + 31) >> 5);
    for (let s = 0; s < n; s++) this.availableBits[s >> 5] = (this.availableBits[s >> 5] as number) | (1 << (s & 31));
    if (n >= MERGE_FROM) {
      this.changed = [];
      this.changedMark = new Int32Array(n);
    }
  }

  /** Records that server `s` left (`left`) or joined the available set. */
  protected changeAvailable(s: number, left: boolean): void {
    this.availableBits[s >> 5] = (this.availableBits[s >> 5] as number) ^ (1 << (s & 31));
    this.availableCount += left ? -1 : 1;
    this.availableDirty = true;
    const changed = this.changed;
    if (changed !== undefined && !this.changedOverflow) {
      if (changed.length >= this.size >> 3) this.changedOverflow = true;
      else changed.push(s);
    }
  }

  /**
   * Idle, unallocated servers in ascending order; a fresh array after each change of the set (a
   * policy may keep the one it was given).
   */
  get availableServers(): readonly number[] {
    if (this.availableDirty) {
      if (this.changed === undefined) this.available = this.scanAvailable();
      else {
        // merging platforms keep their own copy: a policy that sorts or splices the list it was
        // given must not change the next one
        this.merged = this.changedOverflow ? this.scanAvailable() : mergeAvailable(this);
        this.available = this.merged.slice();
        this.changed.length = 0;
        this.changedOverflow = false;
      }
      this.availableDirty = false;
    }
    return this.available;
  }

  /** The available servers by a scan of the set's bits (32 servers per word). */
  private scanAvailable(): number[] {
    const out = new Array<number>(this.availableCount); // exact size: no growth while filling
    const bits = this.availableBits;
    let k = 0;
    for (let w = 0; w < bits.length && k < out.length; w++) {
      let word = bits[w] as number;
      while (word !== 0 && k < out.length) {
        const low = word & -word; // the lowest set bit
        out[k++] = (w << 5) + 31 - Math.clz32(low);
        word ^= low;
      }
    }
    if (k !== out.length) throw new Error(`internal: available-server scan found ${k} servers, expected ${out.length}`);
    return out;
  }

  /**
   * Server `s` is now down (off, switching, failed) or up (idle, computing) for `downServers`: kept
   * at the only changes between the two (power-off, failure, back on), not at every state change,
   * so runs without power-offs pay nothing for it.
   */
  protected markDown(s: number, down: boolean): void {
    const bit = 1 << (s & 31);
    const word = this.downBits[s >> 5] as number;
    if (((word & bit) !== 0) === down) return;
    this.downBits[s >> 5] = word ^ bit;
    this.downCount += down ? 1 : -1;
  }

  /**
   * The servers neither idle nor computing (off, in a power transition, failed), ascending, by a
   * scan of their bits: O(servers / 32 + their number), nothing when every server is on.
   */
  downServers(): number[] {
    return listBits(this.downBits, this.downCount, 'down');
  }
}
