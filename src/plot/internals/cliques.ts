/**
 * The bars of a critical-difference diagram: from setups sorted by average rank and the set of
 * non-significant pairs, the maximal runs [i..j] (j > i) of consecutive setups in which every pair
 * is non-significant (Demšar 2006 section 3.2.2: "groups of classifiers that are not
 * significantly different are connected"). A non-significant pair that no run covers (possible
 * with step-wise adjustments, never with Nemenyi's critical difference) gets a bar of its own,
 * marked `contiguous: false`.
 */
export interface Clique {
  /** Index of the first setup in rank order. */
  readonly from: number;
  /** Index of the last setup in rank order. */
  readonly to: number;
  /** False for a lone pair whose setups are not adjacent in a non-significant run. */
  readonly contiguous: boolean;
}

export function cliques(k: number, nonSignificant: (i: number, j: number) => boolean): Clique[] {
  const runs: Clique[] = [];
  for (let i = 0; i < k; i++) {
    let j = i;
    // extend while the next setup is non-significant with every member of the run
    while (j + 1 < k) {
      let ok = true;
      for (let t = i; t <= j && ok; t++) ok = nonSignificant(t, j + 1);
      if (!ok) break;
      j++;
    }
    if (j > i && !runs.some((r) => r.from <= i && r.to >= j)) runs.push({ from: i, to: j, contiguous: true });
  }
  const covered = (i: number, j: number): boolean => runs.some((r) => r.from <= i && r.to >= j);
  const lone: Clique[] = [];
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) if (nonSignificant(i, j) && !covered(i, j)) lone.push({ from: i, to: j, contiguous: false });
  }
  return [...runs, ...lone];
}
