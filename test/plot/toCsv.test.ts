import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/plot/toCsv';

describe('toCsv', () => {
  it('quotes per RFC 4180 with CRLF line endings', () => {
    expect(toCsv(['setup', 'cost', 'note'], [['FIFO, Poff', 1.5, 'say "hi"'], ['two\nlines', -0.25, 'cr\rhere'], ['plain', 1e21, '']])).toBe(
      'setup,cost,note\r\n"FIFO, Poff",1.5,"say ""hi"""\r\n"two\nlines",-0.25,"cr\rhere"\r\nplain,1e+21,\r\n',
    );
  });

  it('writes the header alone for no rows and quotes headers too', () => {
    expect(toCsv(['a,b'], [])).toBe('"a,b"\r\n');
  });

  it('rejects ragged rows naming the row, and no columns', () => {
    expect(() => toCsv(['a', 'b'], [['x', 1], ['y']])).toThrow(/rows\[1\]: expected 2 cells/);
    expect(() => toCsv([], [])).toThrow(/at least one column/);
  });
});
