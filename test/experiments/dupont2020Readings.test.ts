import { describe, expect, it } from 'vitest';
import { DUPONT2020_READINGS, dupont2020Config, reproduceDupont2020, type Dupont2020Config } from '../../src/experiments/index';

const base = dupont2020Config('quick', { particles: 5, epochs: 4, setsPerEpoch: 2, validationSets: 0 });
const tiny: Dupont2020Config = { ...base, experiments: base.experiments.map((e) => ({ ...e, sets: 4 })) };

describe('reproduceDupont2020 with readings', () => {
  it('DUPONT2020_READINGS: tuner x training sets, then the all-at-once shutdown on independent sets', () => {
    expect(DUPONT2020_READINGS.map((r) => r.name)).toEqual(['pso/independent', 'pso/authors2020', 'cma-es/independent', 'cma-es/authors2020', 'pso/independent/allAtOnce', 'cma-es/independent/allAtOnce']);
    expect(DUPONT2020_READINGS[3]!.overrides).toEqual({ optimizer: 'cma-es', trainingSets: 'authors2020' });
  });

  it('one findings column per reading; readings recorded with their settings; the first equals the plain run; deterministic', async () => {
    const readings = [DUPONT2020_READINGS[1]!, DUPONT2020_READINGS[2]!];
    const r = await reproduceDupont2020(tiny, { seed: 5, seeds: 2, readings });
    for (const f of r.findings) {
      expect(Object.keys(f.readings!)).toEqual(['pso/authors2020', 'cma-es/independent']);
      expect(f.readings!['cma-es/independent']!.runs).toBe(2);
      expect(f.runs).toBe(4);
    }
    expect(r.readings!.map((x) => [x.name, x.settings[0]!.optimizer, x.findingTables.length])).toEqual([['pso/authors2020', 'pso (reevaluate none, authors2020 sets, per-server shutdown)', 2], ['cma-es/independent', 'cma-es (independent sets, per-server shutdown)', 2]]);
    expect(r.config.trainingSets).toBe('authors2020');
    const plain = await reproduceDupont2020({ ...tiny, trainingSets: 'authors2020' }, { seed: 5, seeds: 2 });
    expect(r.findingTables).toEqual(plain.findingTables);
    expect(r.training).toEqual(plain.training);
    const again = await reproduceDupont2020(tiny, { seed: 5, seeds: 2, readings });
    expect(JSON.stringify(again)).toBe(JSON.stringify(r));
  }, 240_000);

  it('refuses a reading that overrides an unknown field or gives a bad value', async () => {
    await expect(reproduceDupont2020(tiny, { seed: 1, readings: [{ name: 'x', overrides: { particles: 3 } as never }] })).rejects.toThrow(/a reading overrides "particles"; valid: optimizer, trainingSets, reevaluate, profile, shutdownGranularity/);
    await expect(reproduceDupont2020(tiny, { seed: 1, readings: [{ name: 'x', overrides: { optimizer: 'ga' as never } }] })).rejects.toThrow(/optimizer: expected one of pso, cma-es, got "ga"/);
  });
});
