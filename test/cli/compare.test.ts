import { describe, expect, it } from 'vitest';
import { homogeneousPlatform } from '../../src/engine/index';
import { jobSetSeeds, runSetups } from '../../src/experiments/index';
import { dupontSetup, type DupontSetupName } from '../../src/experiments/index';
import { friedman, mean } from '../../src/statistics/index';
import { googleLikeWorkload } from '../../src/workload/index';
import { cli } from './helpers';

interface CompareJson {
  servers: number;
  randomParametersSeed: number;
  setups: Array<{ setup: string; cost: number }>;
  rankings: Array<{ metric: string; chiSquare: number; pValue: number; groups: Array<{ rank: number; names: string[] }> }>;
}

describe('schedlab compare', () => {
  it('--servers and --random-parameters-seed reach the runs; --json has means, Friedman tests and weak rankings', async () => {
    const r = await cli('compare', '--sets', '6', '--servers', '6', '--seed', '4', '--random-parameters-seed', '9', '--json');
    expect(r.code).toBe(0);
    const o = JSON.parse(r.out) as CompareJson;
    expect(o.servers).toBe(6);
    expect(o.randomParametersSeed).toBe(9);
    // the same experiment run through the library: 6 servers, job sets of jobSetSeeds(4, 6)
    const names = o.setups.map((s) => s.setup);
    const lib = runSetups({
      platform: homogeneousPlatform({ servers: 6 }),
      workload: googleLikeWorkload({ servers: 6 }),
      setups: names.map((n) => [n, dupontSetup(n as DupontSetupName, { randomParametersSeed: 9 })] as const),
      seeds: jobSetSeeds(4, 6),
    });
    names.forEach((_, j) => expect(o.setups[j]!.cost).toBe(mean(lib.metrics.cost.map((row) => row[j]!))));
    const f = friedman(lib.metrics.cost, { lowerIsBetter: true });
    const byCost = o.rankings.find((x) => x.metric === 'cost')!;
    expect(byCost.chiSquare).toBe(f.statistic);
    expect(byCost.pValue).toBe(f.pValue);
    // the weak ranking partitions the ten setups
    expect(byCost.groups.flatMap((g) => g.names).sort()).toEqual([...names].sort());
    expect(o.rankings.map((x) => x.metric)).toEqual(['meanStretch', 'normalizedMeanPower', 'cost']);
  });

  it('prints the Friedman test and the weak ranking of each criterion, and says where Rand-Param comes from', async () => {
    const r = await cli('compare', '--sets', '4');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Rand-Param1\.\.3 parameters drawn with seed 2020, dupontSetup's default/);
    for (const metric of ['meanStretch', 'normalizedMeanPower', 'cost']) expect(r.out).toMatch(new RegExp(`${metric}: Friedman chi2 = \\d+\\.\\d\\d \\(df 9\\), p = `));
  });

  it('bad flags: one line, exit code 2', async () => {
    for (const argv of [['--servers', '1'], ['--confidence', '1'], ['--sets', '0']]) {
      const r = await cli('compare', ...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
  });
});
