import { describe, expect, it } from 'vitest';
import { formatTable } from '../../src/cli/table';

describe('formatTable (issue 32, class 1)', () => {
  it('aligns columns by hand: widths are the longest cell or header', () => {
    expect(formatTable(['id', 'value'], [['a', 1.5], ['bcd', 10]], 1)).toBe(['id   value', '---  -----', 'a      1.5', 'bcd     10'].join('\n'));
  });

  it('prints 200,000 rows without overflowing the call stack (a spread into Math.max did at 150,000)', () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => [`j${i}`, i]);
    const text = formatTable(['job', 'n'], rows);
    const lines = text.split('\n');
    expect(lines).toHaveLength(200_002);
    expect(lines[1]).toBe('-------  ------'); // 'j199999' is 7 wide, '199999' is 6
    expect(lines.at(-1)).toBe('j199999  199999');
  });
});
