import { describe, expect, it } from 'vitest';
import { findingsSections, labelFindings, type FindingCount } from '../../src/experiments/index';
import { InvalidInputError } from '../../src/errors/index';

const f: FindingCount = { id: 'a', statement: 'A beats B', holds: 2, runs: 3, bySeed: [true, false, true] };

describe('a report says what it is (issue 37, point 5)', () => {
  it('labelFindings: mode and seeds in words; the caveat in quick mode only', () => {
    expect(labelFindings([f], 'full', [1, 5, 9])).toEqual([{ ...f, mode: 'full', seeds: 'all 3 seeds (1, 5, 9)' }]);
    const [q] = labelFindings([f], 'quick', [4]);
    expect([q!.mode, q!.seeds]).toEqual(['quick', 'root seed 4']);
    expect(q!.caveat).toMatch(/^quick mode: reduced sizes for a smoke run, not a reproduction to cite/);
    expect(() => labelFindings([f], 'fast' as 'quick', [1])).toThrow(InvalidInputError);
    expect(() => labelFindings([f], 'full', [])).toThrow(/at least one/);
  });

  it('findingsSections: the mode and caveat in the text, untested claims as a table, extra k/N columns by id, what is shared under the settings', () => {
    const [findings, settings] = findingsSections([f], [1, 5, 9], [], {
      mode: 'quick',
      untested: [{ claim: 'close to the front', source: 'Fig. 7', reason: 'no front' }],
      shared: 'the job sets',
      columns: { 'other rule': [{ ...f, holds: 1 }] },
    });
    expect(findings!.text).toMatch(/Mode: quick; counts over all 3 seeds \(1, 5, 9\), every other table from first root seed 1 of 3\./);
    expect(findings!.text).toMatch(/\n\nQuick mode: reduced sizes/);
    expect(findings!.tables![0]!.columns).toEqual(['id', 'statement', 'holds', 'per seed', 'other rule']);
    expect(findings!.tables![0]!.rows[0]).toEqual(['a', 'A beats B', '2/3', 'yes, no, yes', '1/3']);
    expect(findings!.tables![1]!.rows).toEqual([['close to the front', 'Fig. 7', 'no front']]);
    expect(settings!.text).toBe('the job sets');
    // without `about` nothing changes (the earlier two sections)
    const [plain] = findingsSections([f], [1], []);
    expect(plain!.tables).toHaveLength(1);
    expect(plain!.text).not.toMatch(/Mode:/);
    expect(() => findingsSections([f], [1], [], { mood: 'quick' } as never)).toThrow(/mood/);
  });
});
