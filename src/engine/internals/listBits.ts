/**
 * The `count` set bits of `bits` (server s is bit s & 31 of word s >> 5) as servers, ascending, in
 * an array of exactly that size: O(words + count). `what` names the set in the internal error
 * thrown when the bits hold another number of servers than `count` (a bookkeeping bug).
 */
export function listBits(bits: Int32Array, count: number, what: string): number[] {
  const out = new Array<number>(count); // exact size: no growth while filling
  let k = 0;
  for (let w = 0; w < bits.length && k < count; w++) {
    let word = bits[w] as number;
    while (word !== 0 && k < count) {
      const low = word & -word; // the lowest set bit
      out[k++] = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  if (k !== count) throw new Error(`internal: ${what}-server scan found ${k} servers, expected ${count}`);
  return out;
}
