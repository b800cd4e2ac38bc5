import { InvalidInputError } from '../../errors/InvalidInputError';
import { requireObject, optionalObject } from '../../errors/internals/knownKeys';

/**
 * Smallest Position Value rule (Tasgetiren et al. 2004, used by Chhabra et al. 2019, IV.C and
 * Fig. 1): the job order is the permutation that sorts the real keys in non-decreasing order;
 * equal keys keep their index order, so the result is deterministic.
 *
 * @param keys - one real key per job
 * @param into - optional buffer of the same length, reused (no allocation in hot loops)
 * @returns job indices, first to place first
 * @throws InvalidInputError naming the position of a NaN or infinite key
 * @example
 * ```ts
 * import { spvOrder } from 'schedlab/policies';
 * Array.from(spvOrder([0.8, 0.1, 0.5])); // [1, 2, 0]: job 1 has the smallest key
 * ```
 */
export function spvOrder(keys: ArrayLike<number>, into?: Int32Array): Int32Array {
  requireObject('spvOrder(keys)', keys, 'an array');
  optionalObject('spvOrder(into)', into, 'an Int32Array to reuse');
  const out = into ?? new Int32Array(keys.length);
  const n = keys.length;
  if (out.length !== n) throw new InvalidInputError(`spvOrder: out: expected length ${n}, got ${out.length}`);
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(keys[i])) throw new InvalidInputError(`spvOrder: keys[${i}]: expected a finite number, got ${String(keys[i])}`);
    out[i] = i;
  }
  stableSortByKey(keys, out);
  return out;
}

/** Scratch of the radix sort, grown on demand (single-threaded: never used re-entrantly). */
let unit: Uint32Array = new Uint32Array(0);
let f64: Float64Array = new Float64Array(0);
let u32: Uint32Array = new Uint32Array(0);
let idxBuf: Int32Array = new Int32Array(0);
const counts = new Int32Array(256);

/**
 * Stable sort of the indices `0..n-1` in `idx` by their keys: each double is mapped to an
 * unsigned 64-bit integer of the same order (IEEE 754 bits, sign-flipped), then an LSD radix
 * sort on bytes moves the indices, skipping the bytes all keys share. Stable, so equal keys keep
 * their index order; about five times faster than `Array.prototype.sort` with a comparator on
 * the thousand-job candidates of the optimizers.
 */
function stableSortByKey(keys: ArrayLike<number>, idx: Int32Array): void {
  const n = idx.length;
  if (f64.length < n) {
    f64 = new Float64Array(n);
    u32 = new Uint32Array(f64.buffer);
    idxBuf = new Int32Array(n);
    unit = new Uint32Array(n);
  }
  let inUnit = true;
  for (let i = 0; i < n; i++) {
    const k = (keys[i] as number) + 0; // -0 -> 0
    f64[i] = k;
    if (!(k >= 0 && k <= 1)) inUnit = false;
  }
  if (inUnit && unitSort(n, idx)) return;
  bitsSort(n, idx);
}

/** The general path: a radix sort on the 64 bits of each key in `f64`, mapped to keep their order. */
function bitsSort(n: number, idx: Int32Array): void {
  // order-preserving map: little-endian words, u32[2i] low, u32[2i + 1] high
  for (let i = 0; i < n; i++) {
    const hi = u32[2 * i + 1] as number;
    if (hi & 0x80000000) {
      u32[2 * i + 1] = ~hi >>> 0;
      u32[2 * i] = ~(u32[2 * i] as number) >>> 0;
    } else {
      u32[2 * i + 1] = (hi | 0x80000000) >>> 0;
    }
  }
  radixByWord(n, idx, u32, 2, 0); // low words first (LSD), then high words
  radixByWord(n, idx, u32, 2, 1);
}

/**
 * The usual case, keys in [0, 1] (the optimizers' box): radix sort on the 32-bit integers
 * `floor(key x (2^32 - 1))`, which never invert two keys, in 4 byte passes instead of 8; then each
 * run of equal integers (keys closer than 2^-32, rare) is insertion-sorted on the exact keys, which
 * keeps the result exactly that of the general sort (stable, by key then index). Returns false,
 * leaving `idx` sorted by the integers only, when a run is longer than {@link MAX_RUN}.
 */
function unitSort(n: number, idx: Int32Array): boolean {
  const k = f64;
  const u = unit;
  for (let i = 0; i < n; i++) u[i] = Math.floor((k[i] as number) * 4294967295) >>> 0;
  radixByWord(n, idx, u, 1, 0);
  // a run longer than MAX_RUN would make the insertion sort below quadratic (100,000 keys closer
  // than 2^-32 took 25 s): the caller sorts those on all 64 bits instead (stable: idx is still in
  // index order within equal keys, so the result is the same)
  let run = 1;
  for (let i = 1; i < n; i++) {
    run = u[idx[i] as number] === u[idx[i - 1] as number] ? run + 1 : 1;
    if (run > MAX_RUN) return false;
  }
  // exact order inside runs of equal integer keys (stable: only strictly greater keys move)
  for (let i = 1; i < n; i++) {
    const j = idx[i] as number;
    if (u[j] !== u[idx[i - 1] as number]) continue;
    const kj = k[j] as number;
    let p = i - 1;
    while (p >= 0 && u[idx[p] as number] === u[j] && (k[idx[p] as number] as number) > kj) {
      idx[p + 1] = idx[p] as number;
      p--;
    }
    idx[p + 1] = j;
  }
  return true;
}

/** Longest run of keys closer than 2^-32 that the unit path insertion-sorts (at most 64 x 64 moves). */
const MAX_RUN = 64;

/**
 * Four stable byte passes (LSD) of `idx` by the 32-bit words `words[j * stride + offset]` of the
 * indices j it holds, skipping bytes every word shares; the result is left in `idx`.
 */
function radixByWord(n: number, idx: Int32Array, words: Uint32Array, stride: number, offset: number): void {
  let src: Int32Array = idx;
  let dst: Int32Array = idxBuf.length === n ? idxBuf : idxBuf.subarray(0, n);
  for (let shift = 0; shift < 32; shift += 8) {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const d = ((words[i * stride + offset] as number) >>> shift) & 255;
      counts[d] = (counts[d] as number) + 1;
    }
    if (counts[((words[offset] as number) >>> shift) & 255] === n) continue; // every key shares this byte
    let sum = 0;
    for (let d = 0; d < 256; d++) {
      const c = counts[d] as number;
      counts[d] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const j = src[i] as number;
      const d = ((words[j * stride + offset] as number) >>> shift) & 255;
      const at = counts[d] as number;
      dst[at] = j;
      counts[d] = at + 1;
    }
    const t = src;
    src = dst;
    dst = t;
  }
  if (src !== idx) idx.set(src);
}
