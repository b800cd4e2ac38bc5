/**
 * Binary min-heap of events ordered by (time, priority, sequence number), stored as parallel
 * typed arrays so that pushing and popping allocate nothing once the arrays have grown.
 * Each event carries a type (its priority) and two integer payloads.
 */
export class EventQueue {
  private time: Float64Array;
  private order: Float64Array; // priority * 2^40 + sequence
  private a: Int32Array;
  private b: Int32Array;
  private type: Uint8Array;
  private n = 0;
  private seq = 0;
  /** Payloads of the last popped event. */
  poppedType = 0;
  poppedA = 0;
  poppedB = 0;

  constructor(capacity = 64) {
    // one allocation for the five arrays (typed arrays are costly to create one by one)
    const buffer = new ArrayBuffer(capacity * (8 + 8 + 4 + 4 + 1));
    this.time = new Float64Array(buffer, 0, capacity);
    this.order = new Float64Array(buffer, 8 * capacity, capacity);
    this.a = new Int32Array(buffer, 16 * capacity, capacity);
    this.b = new Int32Array(buffer, 20 * capacity, capacity);
    this.type = new Uint8Array(buffer, 24 * capacity, capacity);
  }

  get size(): number {
    return this.n;
  }

  /** Time of the earliest event, or Infinity when empty. */
  peekTime(): number {
    return this.n === 0 ? Infinity : (this.time[0] as number);
  }

  push(time: number, type: number, a: number, b: number): void {
    if (this.n === this.time.length) this.grow();
    let i = this.n++;
    const key = type * 1099511627776 + this.seq++;
    // sift up
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pt = this.time[p] as number;
      if (pt < time || (pt === time && (this.order[p] as number) < key)) break;
      this.move(p, i);
      i = p;
    }
    this.time[i] = time;
    this.order[i] = key;
    this.a[i] = a;
    this.b[i] = b;
    this.type[i] = type;
  }

  /** Removes the earliest event; its payloads are left in `poppedType/A/B`. Returns its time. */
  pop(): number {
    const t = this.time[0] as number;
    this.poppedType = this.type[0] as number;
    this.poppedA = this.a[0] as number;
    this.poppedB = this.b[0] as number;
    const last = --this.n;
    if (last > 0) {
      const lt = this.time[last] as number;
      const lk = this.order[last] as number;
      const la = this.a[last] as number;
      const lb = this.b[last] as number;
      const ly = this.type[last] as number;
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= last) break;
        const r = c + 1;
        if (r < last && this.less(r, c)) c = r;
        const ct = this.time[c] as number;
        if (lt < ct || (lt === ct && lk < (this.order[c] as number))) break;
        this.move(c, i);
        i = c;
      }
      this.time[i] = lt;
      this.order[i] = lk;
      this.a[i] = la;
      this.b[i] = lb;
      this.type[i] = ly;
    }
    return t;
  }

  private less(i: number, j: number): boolean {
    const ti = this.time[i] as number;
    const tj = this.time[j] as number;
    return ti < tj || (ti === tj && (this.order[i] as number) < (this.order[j] as number));
  }

  private move(from: number, to: number): void {
    this.time[to] = this.time[from] as number;
    this.order[to] = this.order[from] as number;
    this.a[to] = this.a[from] as number;
    this.b[to] = this.b[from] as number;
    this.type[to] = this.type[from] as number;
  }

  private grow(): void {
    const bigger = new EventQueue(this.time.length * 2);
    bigger.time.set(this.time);
    bigger.order.set(this.order);
    bigger.a.set(this.a);
    bigger.b.set(this.b);
    bigger.type.set(this.type);
    this.time = bigger.time;
    this.order = bigger.order;
    this.a = bigger.a;
    this.b = bigger.b;
    this.type = bigger.type;
  }
}
