import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from './helpers';

const tiny = ['study', 'shutdown', '--trace', 'KTH-SP2', '--windows', '1', '--window-jobs', '300', '--generations', '1', '--seeds', '2'];

describe('schedlab study shutdown --tune (issue 38, point 6)', () => {
  it('tunes the listed rules, prints a rule column, each rule\'s parameters and the hypervolumes, and writes them to the report', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'study-tune-')), 'report');
    const r = await cli(...tiny, '--tune', 'keepIdle,idle', '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^rule\s+seed\s+reserve\s+suspendTime \(s\)\s+energy \(GJ\)\s+mean bounded slowdown$/m);
    expect(r.out).toMatch(/^keepIdle\s+1\s+\d+\.\d\d\s+\d+\s+\d+\.\d{3}\s+\d+\.\d\d$/m);
    expect(r.out).toMatch(/^idle\s+2\s+\d+\s+\d+\.\d{3}\s+\d+\.\d\d$/m);
    expect(r.out).toMatch(/^rule\s+seed\s+hypervolume \(GJ x slowdown\)$/m);
    expect(r.out).toMatch(/the tuned keepIdle front has a larger hypervolume than idle's \(nsga2, window 0\)\s+\d\/2/);
    expect(r.out).toMatch(/the tuned idle front has a larger hypervolume than keepIdle's \(nsga2, window 0\)\s+\d\/2/);
    expect(readdirSync(out)).toEqual(expect.arrayContaining(['report.html', 'front.svg', 'hypervolumes.csv', 'results.json']));
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as { fronts: { rule: string; x: Record<string, number> }[]; hypervolumes: { rule: string; seed: number }[] };
    expect([...new Set(results.fronts.map((p) => p.rule))]).toEqual(['keepIdle', 'idle']);
    expect(Object.keys(results.fronts[0]!.x)).toEqual(['reserve', 'suspendTime']);
    expect(results.hypervolumes.map((h) => `${h.rule}/${h.seed}`)).toEqual(['keepIdle/1', 'keepIdle/2', 'idle/1', 'idle/2']);
    // the front figure colours the points by rule, one legend entry each
    const spec = JSON.parse(readFileSync(join(out, 'front.vl.json'), 'utf8')) as { layer: { encoding: { color?: { field: string; scale: { domain: string[] } } } }[] };
    expect(spec.layer[0]!.encoding.color).toMatchObject({ field: 'label', scale: { domain: ['keepIdle', 'idle'] } });
  }, 180_000);

  it('without --tune writes what the study wrote before --tune existed, byte for byte (fixture from fdd96bf)', async () => {
    const before = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'studyShutdownDefault.json'), 'utf8')) as Record<string, string>;
    const out = join(mkdtempSync(join(tmpdir(), 'study-default-')), 'report');
    const r = await cli(...tiny, '--out', out);
    expect(r.code, r.err).toBe(0);
    const trace = /^study shutdown on (.*): 100 servers/.exec(r.out)![1]!;
    expect(r.out.replace(trace, '<trace>').replace(out, '<out>')).toBe(before['stdout']);
    for (const file of ['results.json', 'setups.csv', 'findings.csv', 'front.csv']) expect(readFileSync(join(out, file), 'utf8'), file).toBe(before[file]);
  }, 180_000);

  it('without --tune prints the idle front as before (no rule column), and --help names the flag', async () => {
    const r = await cli(...tiny);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^seed\s+suspendTime \(s\)\s+energy \(GJ\)\s+mean bounded slowdown$/m);
    expect(r.out).not.toMatch(/hypervolume/);
    expect((await cli('study', 'shutdown', '--help')).out).toMatch(/--tune RULES\|all\s+shutdown rules tuned by nsga2/);
  }, 180_000);

  it('refuses bad --tune values with a usage error naming the flag and the valid names', async () => {
    const cases: [string, RegExp][] = [
      ['nap', /--tune: unknown rule "nap"; expected idle, breakEven, keepIdle, energyBackfilling, or all alone/],
      ['idle,idle', /--tune: rule "idle" is listed twice; expected distinct names from idle, breakEven, keepIdle, energyBackfilling, or all alone/],
      ['', /--tune: unknown rule ""; expected idle, breakEven/],
      ['all,idle', /--tune: unknown rule "all"; expected idle, breakEven/],
      ['idle,', /--tune: unknown rule ""/],
    ];
    for (const [value, message] of cases) {
      const r = await cli(...tiny, '--tune', value);
      expect([r.code, r.out]).toEqual([2, '']);
      expect(r.err).toMatch(message);
    }
  }, 60_000);
});
