import { InvalidInputError } from '../errors/InvalidInputError';
import { requireObject } from '../errors/internals/knownKeys';
import type { FindingCount } from './Finding';
import { QUICK_CAVEAT, seedsInWords } from './internals/studyWords';

/**
 * The findings of a study with what they stand on: the mode (`'quick'` or `'full'`), the seeds in
 * words (`'all 3 seeds (1, 5, 9)'`) and, in quick mode, a one-line caveat, so a `results.json`
 * or a printed table says what it is wherever it is quoted.
 *
 * @param findings - `countFindings`' result
 * @param mode - the study's mode
 * @param seeds - the study's root seeds (`studySeeds`)
 * @throws InvalidInputError for a mode other than `'quick'` or `'full'` or no seed
 * @example
 * ```ts
 * import { labelFindings } from 'schedlab/experiments';
 * const [f] = labelFindings([{ id: 'a', statement: 'A beats B', holds: 2, runs: 3, bySeed: [true, false, true] }], 'quick', [1, 5, 9]);
 * f!.seeds; // 'all 3 seeds (1, 5, 9)'
 * f!.caveat; // 'quick mode: reduced sizes ...'
 * ```
 */
export function labelFindings(findings: readonly FindingCount[], mode: 'quick' | 'full', seeds: readonly number[]): FindingCount[] {
  requireObject('labelFindings(findings)', findings, 'an array');
  if (mode !== 'quick' && mode !== 'full') throw new InvalidInputError(`labelFindings: mode: expected 'quick' or 'full', got ${JSON.stringify(mode)}`);
  if (!Array.isArray(seeds) || seeds.length === 0) throw new InvalidInputError('labelFindings: seeds: expected the study\'s root seeds (at least one)');
  const words = seedsInWords(seeds);
  return findings.map((f) => ({ ...f, mode, seeds: words, ...(mode === 'quick' ? { caveat: QUICK_CAVEAT } : {}) }));
}

