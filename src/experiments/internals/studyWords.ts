/** The one-line warning every quick report and quick `results.json` carries. */
export const QUICK_CAVEAT = 'quick mode: reduced sizes for a smoke run, not a reproduction to cite (run without --quick for the paper\'s sizes)';

/** `'all 3 seeds (1, 5, 9)'`, or `'root seed 1'` for one. */
export function seedsInWords(seeds: readonly number[]): string {
  return seeds.length === 1 ? `root seed ${seeds[0]}` : `all ${seeds.length} seeds (${seeds.join(', ')})`;
}

/** What a table built from the first seed's study stands on: `'first root seed 1 of 3'` or `'root seed 1'`. */
export function firstSeedInWords(seeds: readonly number[]): string {
  return seeds.length === 1 ? `root seed ${seeds[0]}` : `first root seed ${seeds[0]} of ${seeds.length}`;
}
