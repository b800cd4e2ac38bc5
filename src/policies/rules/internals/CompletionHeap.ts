/**
 * Min-heap of predicted completions (time, and the two sums a completed job adds to the average
 * weighted slowdown of Franke et al. eq. 5). Reused across runs: `clear` keeps the buffers.
 */
export class CompletionHeap {
  private end: number[] = [];
  private num: number[] = [];
  private den: number[] = [];

  get size(): number {
    return this.end.length;
  }

  clear(): void {
    this.end.length = 0;
    this.num.length = 0;
    this.den.length = 0;
  }

  /** Earliest completion time (Infinity when empty). */
  peek(): number {
    return this.end.length > 0 ? (this.end[0] as number) : Infinity;
  }

  push(end: number, num: number, den: number): void {
    const e = this.end;
    let i = e.length;
    e.push(end);
    this.num.push(num);
    this.den.push(den);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((e[p] as number) <= end) break;
      this.move(p, i);
      i = p;
    }
    e[i] = end;
    this.num[i] = num;
    this.den[i] = den;
  }

  /** Removes the earliest completion; returns its [num, den] through the callback. */
  pop(add: (num: number, den: number) => void): void {
    const e = this.end;
    add(this.num[0] as number, this.den[0] as number);
    const lastEnd = e.pop() as number;
    const lastNum = this.num.pop() as number;
    const lastDen = this.den.pop() as number;
    const n = e.length;
    if (n === 0) return;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && (e[c + 1] as number) < (e[c] as number)) c++;
      if ((e[c] as number) >= lastEnd) break;
      this.move(c, i);
      i = c;
    }
    e[i] = lastEnd;
    this.num[i] = lastNum;
    this.den[i] = lastDen;
  }

  private move(from: number, to: number): void {
    this.end[to] = this.end[from] as number;
    this.num[to] = this.num[from] as number;
    this.den[to] = this.den[from] as number;
  }
}
