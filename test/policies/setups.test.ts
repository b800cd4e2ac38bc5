import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import { condition1, condition2, condition3, greedyFamily } from '../../src/policies/index';
import { DUPONT_SETUPS, dupontSetup, randomParameters, TABLE4_PARAMETERS, type DupontSetupName } from '../../src/experiments/index';
import { googleLikeWorkload } from '../../src/workload/index';

describe('greedyFamily (Table 2)', () => {
  it('has 8 or 9 parameters with the documented bounds', () => {
    const f1 = greedyFamily(condition1);
    expect(f1.space.dimension).toBe(8);
    expect(f1.space.names).toEqual(['wn', 'walpha', 'sReconfig', 'woff', 'soff', 't1off', 't2off', 'pT1off']);
    expect(f1.space.lower).toEqual([0, 0, 0, 0, 0, 362, 362, 0]);
    expect(f1.space.upper).toEqual([1, 1, 1, 1, 1, 3600, 3600, 1]);
    expect(greedyFamily(condition2).space.dimension).toBe(9);
    expect(greedyFamily(condition3).space.lower.slice(0, 4)).toEqual([0, 0, 0, -0.5]);
    expect(greedyFamily(condition1, { minOffDuration: 212, maxOffDuration: 5000 }).space.upper[6]).toBe(5000);
    expect(() => greedyFamily(condition1, { minOffDuration: 100, maxOffDuration: 50 })).toThrow(/minOffDuration/);
    expect(() => f1.create([1, 2, 3])).toThrow(/expected 8 parameters/);
  });
});

describe('the ten setups of Dupont 2020 (5.4)', () => {
  it('are named as in the paper, case-insensitively; unknown names list the valid ones', () => {
    expect(DUPONT_SETUPS).toHaveLength(10);
    expect(dupontSetup('swarm2').name).toBe('Swarm2');
    expect(() => dupontSetup('Swarm4' as never)).toThrow(/unknown setup "Swarm4"; expected one of FIFO, FIFO-Rcfg/);
  });

  it('Rand-Param draws are reproducible, inside the space and differ across seeds', () => {
    const f = greedyFamily(condition2);
    const a = randomParameters(f, 5);
    expect(randomParameters(f, 5)).toEqual(a);
    expect(randomParameters(f, 6)).not.toEqual(a);
    a.forEach((v, i) => {
      expect(v).toBeGreaterThanOrEqual(f.space.lower[i]!);
      expect(v).toBeLessThan(f.space.upper[i]!);
    });
  });

  it('behave as the paper reports on the Table 3 workload (20 job sets)', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
    const total = (name: DupontSetupName, key: 'reconfigurations' | 'powerOffs') => {
      const p = dupontSetup(name);
      let s = 0;
      for (let seed = 0; seed < 20; seed++) s += sim.run(p, { seed }).metrics[key];
      return s;
    };
    // FIFO never reconfigures nor powers off; FIFO-Poff powers off; Swarm1 never reconfigures (Table 5).
    expect(total('FIFO', 'reconfigurations') + total('FIFO', 'powerOffs')).toBe(0);
    expect(total('FIFO-Rcfg', 'powerOffs')).toBe(0);
    expect(total('FIFO-Rcfg', 'reconfigurations')).toBeGreaterThan(0);
    expect(total('FIFO-Poff', 'reconfigurations')).toBe(0);
    expect(total('FIFO-Poff', 'powerOffs')).toBeGreaterThan(0);
    expect(total('Swarm1', 'reconfigurations')).toBe(0);
    // Swarm2's condition2 rarely holds (Table 5: 0.01 per set): far fewer than FIFO-Rcfg.
    expect(total('Swarm2', 'reconfigurations')).toBeLessThan(total('FIFO-Rcfg', 'reconfigurations') / 4);
  });

  it('Swarm setups use the Table 4 parameters, read from the paper\'s own text', () => {
    // data/papers/dupont2020-table4.txt: Table 4 as extracted from the paper; rows are parameters,
    // columns Swarm1..3, N/A where a condition has no such parameter. Row labels -> family names:
    const names: Record<string, string> = {
      'w_n': 'wn', 'w_{α}': 'walpha', '$S_{reconfig}$': 'sReconfig', 'w_D': 'wd', 'bias': 'bias',
      'w_{off}': 'woff', 'S_{off}': 'soff', 't_{loff}': 't1off', 't_{2off}': 't2off', '$p_{t_{1off}}$': 'pT1off',
    };
    const text = readFileSync(join(import.meta.dirname, '../../data/papers/dupont2020-table4.txt'), 'utf8');
    const rows = text.split('\n').map((l) => l.split('\t')).filter((cells) => cells[0]! in names);
    expect(rows).toHaveLength(10);
    (['Swarm1', 'Swarm2', 'Swarm3'] as const).forEach((swarm, column) => {
      const family = greedyFamily([condition1, condition2, condition3][column]!);
      const fromPaper = rows.filter((r) => r[column + 1] !== 'N/A');
      expect(family.space.names).toEqual(fromPaper.map((r) => names[r[0]!]));
      expect(TABLE4_PARAMETERS[swarm]).toEqual(fromPaper.map((r) => Number(r[column + 1])));
      expect(dupontSetup(swarm).name).toBe(swarm);
    });
  });
});
