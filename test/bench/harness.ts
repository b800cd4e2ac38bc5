/**
 * Tiny benchmark harness for `npm run bench`: each case is timed for a fixed wall-clock budget
 * after a warm-up, and one JSON line `{ name, opsPerSecond, ... }` is printed per case.
 * Machines here are 2 noisy cores: compare ratios within one run, not across runs.
 */
export interface BenchCase {
  /** Stable name printed in the JSON line, e.g. `malleable-paper`. */
  readonly name: string;
  /**
   * A long case (minutes): run only when named by the filter or with `--long`.
   * @defaultValue false
   */
  readonly long?: boolean;
  /**
   * For one-shot cases (e.g. a whole training): runs once, asynchronously, and returns how many
   * units it did; `op` is then ignored.
   */
  readonly once?: () => Promise<number>;
  /**
   * One operation. Returns how many units it did (default 1): e.g. a whole optimizer run of
   * 3000 evaluations returns 3000 so that `opsPerSecond` is evaluations per second.
   * It may also return an object with `units` and extra counters to sum (e.g. `events`).
   */
  op(): number | void | { units: number; [counter: string]: number };
  /** Seconds of measurement after warm-up. Defaults to 2. */
  readonly seconds?: number;
  /** Seconds of warm-up. Defaults to 0.5. */
  readonly warmup?: number;
  /** Label of one unit in the output (`unit` field), e.g. `simulation`. */
  readonly unit?: string;
}

export interface BenchResult {
  readonly name: string;
  readonly opsPerSecond: number;
  readonly unit: string;
  readonly ops: number;
  readonly seconds: number;
  readonly [counterPerSecond: string]: number | string;
}

/** Runs `c.op` until `seconds` have passed, or exactly `ops` times when `ops` is given. */
function runFor(c: BenchCase, seconds: number, ops?: number): { units: number; elapsed: number; counters: Record<string, number> } {
  const counters: Record<string, number> = {};
  let units = 0;
  let done = 0;
  const t0 = process.hrtime.bigint();
  const limit = BigInt(Math.round(seconds * 1e9));
  let elapsed = 0n;
  // timed: at least one op, then until the time is up; counted: exactly `ops`, with no clock read per op
  while (ops === undefined ? done === 0 || elapsed < limit : done < ops) {
    const r = c.op();
    done++;
    if (typeof r === 'number') units += r;
    else if (r === undefined) units += 1;
    else {
      units += r.units;
      for (const k in r) if (k !== 'units') counters[k] = (counters[k] ?? 0) + (r[k] as number);
    }
    if (ops === undefined) elapsed = process.hrtime.bigint() - t0;
  }
  return { units, elapsed: Number(process.hrtime.bigint() - t0) / 1e9, counters };
}

/** Runs a one-shot case once and reports its duration. */
export async function runOnce(c: BenchCase & { once: () => Promise<number> }): Promise<BenchResult> {
  const t0 = process.hrtime.bigint();
  const units = await c.once();
  const elapsed = Number(process.hrtime.bigint() - t0) / 1e9;
  return {
    name: c.name,
    opsPerSecond: Number((units / elapsed).toPrecision(4)),
    unit: c.unit ?? 'op',
    ops: units,
    seconds: Number(elapsed.toFixed(3)),
  };
}

/**
 * Runs one case and returns its result. With `ops`, runs `op` exactly that many times with no
 * warm-up instead of for a time (the same work on every run: for counting instructions, e.g. under
 * valgrind, where the difference between two counts divided by the difference of `ops` is the cost
 * of one op; see docs/benchmarks.md).
 */
export function runBench(c: BenchCase, ops?: number): BenchResult {
  if (ops === undefined) runFor(c, c.warmup ?? 0.5);
  const { units, elapsed, counters } = runFor(c, c.seconds ?? 2, ops);
  const out: Record<string, number | string> = {
    name: c.name,
    opsPerSecond: Number((units / elapsed).toPrecision(4)),
    unit: c.unit ?? 'op',
    ops: units,
    seconds: Number(elapsed.toFixed(3)),
  };
  for (const [k, v] of Object.entries(counters)) out[`${k}PerSecond`] = Number((v / elapsed).toPrecision(4));
  return out as unknown as BenchResult;
}
