import { validateMatrix } from './internals/validate';
import type { Matrix } from './Matrix';
import type { RankOptions } from './rank';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const WIN_MATRIX_OPTIONS_KEYS = optionKeys<RankOptions>({ lowerIsBetter: true });

/**
 * Result of {@link winMatrix}.
 *
 * @example
 * ```ts
 * import { winMatrix } from 'schedlab/statistics';
 * import type { WinMatrixResult } from 'schedlab/statistics';
 * const { wins, ties }: WinMatrixResult = winMatrix([[1, 2], [2, 2]]);
 * console.log(wins[0]?.[1], ties[0]?.[1]); // 1 1
 * ```
 */
export interface WinMatrixResult {
  /** wins[i][j]: number of experiments where setup i is strictly better than setup j. */
  readonly wins: number[][];
  /** ties[i][j]: number of experiments where i and j are equal (0 on the diagonal). */
  readonly ties: number[][];
}

/**
 * Pairwise win counts (Dupont et al. 2020, Fig. 7: how many times a setup obtained a lower cost
 * than another), also the input of the sign test (Demšar 2006, section 3.1.3).
 * wins[i][j] + wins[j][i] + ties[i][j] = N.
 *
 * @param matrix - rows = experiments, columns = setups
 * @param options - `lowerIsBetter` (default true)
 * @example
 * ```ts
 * import { winMatrix } from 'schedlab/statistics';
 * winMatrix([[1, 2], [3, 2], [1, 1]]).wins; // [[0, 1], [1, 0]]
 * ```
 */
export function winMatrix(matrix: Matrix, options: RankOptions = {}): WinMatrixResult {
  checkOptions('winMatrix(options)', options, WIN_MATRIX_OPTIONS_KEYS);
  const { k } = validateMatrix(matrix);
  const sign = options.lowerIsBetter === false ? -1 : 1;
  const wins = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const ties = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (const row of matrix) {
    for (let i = 0; i < k; i++) {
      for (let j = i + 1; j < k; j++) {
        const d = sign * (row[i]! - row[j]!);
        if (d < 0) wins[i]![j]!++;
        else if (d > 0) wins[j]![i]!++;
        else {
          ties[i]![j]!++;
          ties[j]![i]!++;
        }
      }
    }
  }
  return { wins, ties };
}
