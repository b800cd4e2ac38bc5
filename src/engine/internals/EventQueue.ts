/**
 * Binary min-heap of events ordered by (time, priority, sequence number). Each event carries a
 * type (its priority) and two integer payloads.
 *
 * The heap moves only two numbers per level, an event's time and its slot: the slot's priority key
 * and payloads stay where they were written until the event is popped (a heap of five parallel
 * arrays moved ten numbers per level; malleable-paper pushes and pops 250 events a simulation).
 * Slots are reused from a free list, and every array is typed and grows by doubling, so pushing
 * and popping allocate nothing once the arrays have grown.
 */
export class EventQueue {
  /** Heap order: the event time and the slot of each heap position. */
  private heapTime: Float64Array;
  private heapSlot: Int32Array;
  /** Per slot: priority * 2^40 + sequence (the order among events of one time), payloads, type. */
  private key: Float64Array;
  private a: Int32Array;
  private b: Int32Array;
  private type: Uint8Array;
  /** Free slots (a stack): `free[0..nFree)`. */
  private free: Int32Array;
  private nFree = 0;
  /** Slots handed out so far (slots >= `used` are free too). */
  private used = 0;
  private n = 0;
  private seq = 0;
  /** Payloads of the last popped event. */
  poppedType = 0;
  poppedA = 0;
  poppedB = 0;

  constructor(capacity = 64) {
    // one allocation for the eight arrays (typed arrays are costly to create one by one)
    const buffer = new ArrayBuffer(capacity * (8 + 8 + 4 + 4 + 4 + 4 + 1));
    this.heapTime = new Float64Array(buffer, 0, capacity);
    this.key = new Float64Array(buffer, 8 * capacity, capacity);
    this.heapSlot = new Int32Array(buffer, 16 * capacity, capacity);
    this.a = new Int32Array(buffer, 20 * capacity, capacity);
    this.b = new Int32Array(buffer, 24 * capacity, capacity);
    this.free = new Int32Array(buffer, 28 * capacity, capacity);
    this.type = new Uint8Array(buffer, 32 * capacity, capacity);
  }

  get size(): number {
    return this.n;
  }

  /** Time of the earliest event, or Infinity when empty. */
  peekTime(): number {
    return this.n === 0 ? Infinity : (this.heapTime[0] as number);
  }

  push(time: number, type: number, a: number, b: number): void {
    if (this.n === this.heapTime.length) this.grow();
    const slot = this.nFree > 0 ? (this.free[--this.nFree] as number) : this.used++;
    const key = type * 1099511627776 + this.seq++;
    this.key[slot] = key;
    this.a[slot] = a;
    this.b[slot] = b;
    this.type[slot] = type;
    const T = this.heapTime;
    const H = this.heapSlot;
    let i = this.n++;
    // sift up
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pt = T[p] as number;
      if (pt < time || (pt === time && (this.key[H[p] as number] as number) < key)) break;
      T[i] = pt;
      H[i] = H[p] as number;
      i = p;
    }
    T[i] = time;
    H[i] = slot;
  }

  /** Removes the earliest event; its payloads are left in `poppedType/A/B`. Returns its time. */
  pop(): number {
    const T = this.heapTime;
    const H = this.heapSlot;
    const t = T[0] as number;
    const top = H[0] as number;
    this.poppedType = this.type[top] as number;
    this.poppedA = this.a[top] as number;
    this.poppedB = this.b[top] as number;
    this.free[this.nFree++] = top;
    const last = --this.n;
    if (last > 0) {
      const lt = T[last] as number;
      const ls = H[last] as number;
      const key = this.key;
      const lk = key[ls] as number;
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= last) break;
        let ct = T[c] as number;
        const r = c + 1;
        if (r < last) {
          const rt = T[r] as number;
          if (rt < ct || (rt === ct && (key[H[r] as number] as number) < (key[H[c] as number] as number))) {
            c = r;
            ct = rt;
          }
        }
        if (lt < ct || (lt === ct && lk < (key[H[c] as number] as number))) break;
        T[i] = ct;
        H[i] = H[c] as number;
        i = c;
      }
      T[i] = lt;
      H[i] = ls;
    }
    return t;
  }

  private grow(): void {
    const bigger = new EventQueue(this.heapTime.length * 2);
    bigger.heapTime.set(this.heapTime);
    bigger.heapSlot.set(this.heapSlot);
    bigger.key.set(this.key);
    bigger.a.set(this.a);
    bigger.b.set(this.b);
    bigger.type.set(this.type);
    bigger.free.set(this.free);
    this.heapTime = bigger.heapTime;
    this.heapSlot = bigger.heapSlot;
    this.key = bigger.key;
    this.a = bigger.a;
    this.b = bigger.b;
    this.type = bigger.type;
    this.free = bigger.free;
  }
}
