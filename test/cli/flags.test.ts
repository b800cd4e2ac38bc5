import { describe, expect, it } from 'vitest';
import { cli } from './helpers';

describe('flag messages say what is allowed (issue 13, items 8-9)', () => {
  it('negative numbers, number formats, repeats, unknown flags and missing values: one line, exit 2, our own words', async () => {
    const jobs = ['--jobs', 'data/fixtures/none.json'];
    const cases: Array<[string[], string]> = [
      [['simulate', ...jobs, '--servers', '-3', '--policy', 'FIFO'], 'schedlab simulate: --servers expects an integer in [1, 1000000], got "-3"'],
      [['compare', '--sets', '-1'], 'schedlab compare: --sets expects an integer in [1, 1000000], got "-1"'],
      [['compare', '--seed', '-1'], 'schedlab compare: --seed expects an integer in [0, 4294967295], got "-1"'],
      [['simulate', ...jobs, '--servers', '2', '--policy', 'FIFO', '--decision-interval', '-1'], 'schedlab simulate: --decision-interval expects a number in (0, 1e12] (seconds), got "-1"'],
      [['compare', '--seed', '1e3'], 'schedlab compare: --seed expects an integer in [0, 4294967295], got "1e3"'],
      [['compare', '--sets', '0x10'], 'schedlab compare: --sets expects an integer in [1, 1000000], got "0x10"'],
      [['compare', '--sets', '2', '--sets', '3'], 'schedlab compare: --sets is given twice (it takes one value)'],
      [['compare', '--bogus'], 'schedlab compare: unknown flag --bogus; valid: --sets, --servers, --seed, --random-parameters-seed, --confidence, --json, --model, --jobs, --estimates, --help'],
      [['compare', '--sets'], 'schedlab compare: --sets needs a value (N)'],
      [['compare', 'extra'], 'schedlab compare: unexpected argument "extra" (flags start with --; valid: --sets, --servers, --seed, --random-parameters-seed, --confidence, --json, --model, --jobs, --estimates, --help)'],
      [['compare', '--json=yes'], 'schedlab compare: --json takes no value'],
      [['reproduce', 'franke2007', '--trace', '/nonexistent/trace.swf', '--out', 'out-never'], 'schedlab reproduce franke2007: --trace "/nonexistent/trace.swf": no such file, and no bundled trace of that name (bundled: KTH-SP2, LLNL-Thunder, METACENTRUM-2009)'],
      [['simulate', '--swf', 'KTH-SP3', '--policy', 'easy'], 'schedlab simulate: --swf "KTH-SP3": no such file, and no bundled trace of that name (bundled: KTH-SP2, LLNL-Thunder, METACENTRUM-2009)'],
    ];
    for (const [argv, message] of cases) {
      const r = await cli(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err, argv.join(' ')).toBe(`${message}\n`);
    }
  });

  it('--flag=value and negative values where they are allowed still work', async () => {
    const r = await cli('compare', '--sets=2', '--seed=5', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ sets: 2, seed: 5 });
  });
});

describe('empty traces name the file (issue 13, item 9)', () => {
  it('a trace with no kept job says which file and why', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'schedlab-empty-'));
    const empty = join(dir, 'empty.swf');
    writeFileSync(empty, '; MaxProcs: 4\n');
    const zero = join(dir, 'zero.swf');
    writeFileSync(zero, '1 0 5 0 4 -1 -1 4 300 -1 1 7 2 -1 -1 -1 -1 -1\n');
    const a = await cli('reproduce', 'franke2007', '--trace', empty, '--out', join(dir, 'out'));
    expect(a.code).toBe(2);
    expect(a.err).toBe(`schedlab reproduce franke2007: ${empty}: 0 job(s) kept, at least 2 needed (the file holds no job line)\n`);
    const b = await cli('simulate', '--swf', zero, '--processors', '4', '--policy', 'fcfs');
    expect(b.code).toBe(2);
    expect(b.err).toBe(`schedlab simulate: ${zero}: 0 job(s) kept, at least 1 needed (1 line(s) rejected, the first (line 1): run time 0 (field 4) is not > 0)\n`);
  });
});
