import { describe, expect, it } from 'vitest';
import {
  CHHABRA2019_FINDINGS,
  DUPONT2020_FINDINGS,
  FRANKE2007_FINDINGS,
  chhabraFindingsTable,
  countFindings,
  studySeeds,
  type ChhabraFindingsTable,
  type DupontFindingsTable,
  type Finding,
  type FrankeFindingsTable,
} from '../../src/experiments/index';
import { InvalidInputError } from '../../src/errors/index';

function byId<T>(findings: readonly Finding<T>[], id: string): Finding<T> {
  const f = findings.find((x) => x.id === id);
  if (f === undefined) throw new Error(`no finding ${id}`);
  return f;
}

// ---- Dupont 2020: a hand-made table where every claim holds, then one change per claim makes it fail
const SETUPS = ['FIFO', 'FIFO-Rcfg', 'FIFO-Poff', 'FIFO-Rcfg-Poff', 'Swarm1', 'Swarm2', 'Swarm3'];
type Exp = DupontFindingsTable['experiments'][string];
function exp(over: Partial<Exp> = {}): Exp {
  return {
    setups: SETUPS,
    meanCost: [5.4, 7.9, 5.0, 8.8, 3.2, 3.3, 3.5],
    powerOffs: [0, 0, 205, 168, 84, 93, 77],
    reconfigurations: [0, 4, 0, 8, 0, 0.3, 0.3],
    groups: {
      cost: [['Swarm1', 'Swarm2', 'Swarm3'], ['FIFO', 'FIFO-Poff'], ['FIFO-Rcfg'], ['FIFO-Rcfg-Poff']],
      normalizedMeanPower: [['FIFO-Poff', 'Swarm1'], ['Swarm2', 'Swarm3', 'FIFO-Rcfg-Poff'], ['FIFO', 'FIFO-Rcfg']],
      meanStretch: [['FIFO'], ['Swarm1', 'Swarm2', 'Swarm3', 'FIFO-Rcfg'], ['FIFO-Poff', 'FIFO-Rcfg-Poff']],
    },
    ...over,
  };
}
const scaleUp = exp({ groups: { ...exp().groups, cost: [['FIFO', 'FIFO-Rcfg'], ['Swarm1', 'Swarm2', 'Swarm3', 'FIFO-Poff'], ['FIFO-Rcfg-Poff']] } });
const paperLike: DupontFindingsTable = { experiments: { main: exp(), resilience: exp(), scaleUp } };
const withMain = (over: Partial<Exp>): DupontFindingsTable => ({ experiments: { ...paperLike.experiments, main: exp(over) } });

describe('DUPONT2020_FINDINGS on hand-made tables', () => {
  it('all hold on a table shaped like the paper', () => {
    for (const f of DUPONT2020_FINDINGS) expect(f.holds(paperLike), f.id).toBe(true);
  });
  const fails: Array<[string, DupontFindingsTable]> = [
    ['swarms-beat-fifo-cost', withMain({ meanCost: [5.4, 7.9, 5.0, 8.8, 3.2, 5.4, 3.5] })], // Swarm2 ties FIFO: not lower
    ['swarms-power-off', withMain({ powerOffs: [0, 0, 205, 168, 84, 0, 77] })], // Swarm2 a FIFO clone
    ['swarms-alone-first-by-cost', withMain({ groups: { ...exp().groups, cost: [['FIFO', 'Swarm1', 'Swarm2', 'Swarm3'], ['FIFO-Rcfg-Poff']] } })],
    ['rcfg-poff-last-by-cost', withMain({ groups: { ...exp().groups, cost: [['Swarm1', 'Swarm2', 'Swarm3'], ['FIFO-Rcfg-Poff', 'FIFO-Rcfg']] } })],
    ['poff-first-by-power', withMain({ groups: { ...exp().groups, normalizedMeanPower: [['Swarm1'], ['FIFO-Poff']] } })],
    ['swarm1-no-reconfiguration', withMain({ reconfigurations: [0, 4, 0, 8, 0.01, 0.3, 0.3] })],
    ['swarm-cheapest-resilience', { experiments: { ...paperLike.experiments, resilience: exp({ meanCost: [3.0, 7.9, 5.0, 8.8, 3.2, 3.3, 3.5] }) } }],
    ['swarms-lose-lead-scale-up', { experiments: { ...paperLike.experiments, scaleUp: exp() } }],
  ];
  for (const [id, table] of fails) {
    it(`${id} fails when its claim is broken`, () => {
      expect(byId(DUPONT2020_FINDINGS, id).holds(table)).toBe(false);
    });
  }
  it('every finding is exercised by a failing table', () => {
    expect(fails.map(([id]) => id).sort()).toEqual(DUPONT2020_FINDINGS.map((f) => f.id).sort());
  });
});

// ---- Chhabra 2019
const POLICIES = ['First-Fit', 'METLE', 'EAMM', 'Best-Fit', 'MOPSO-FGA', 'MOGA', 'HCSPSO'];
function cell(jobs: number, fitness: number[]): ChhabraFindingsTable['cells'][number] {
  return { trace: 'LLNL-Thunder', jobs, resources: 'RC1', speeds: 'SH1', fitness: Object.fromEntries(POLICIES.map((p, i) => [p, fitness[i]!])) };
}
//                                FF    METLE EAMM  BF    MOPSO MOGA  HCSPSO
const paperChhabra: ChhabraFindingsTable = {
  cells: [cell(200, [1, 1.2, 1.3, 1.1, 0.95, 0.9, 0.8]), cell(200, [1, 1.2, 1.3, 1.1, 0.97, 0.92, 0.85]), cell(400, [1, 1.2, 1.3, 1.1, 1.4, 1.2, 1.1])],
  averageRanks: { 'First-Fit': 3, METLE: 5, EAMM: 7, 'Best-Fit': 4, 'MOPSO-FGA': 3.3, MOGA: 2.7, HCSPSO: 1.7 },
};
describe('CHHABRA2019_FINDINGS on hand-made tables', () => {
  it('hold on a table where HCSPSO leads on small batches and First-Fit on the large one', () => {
    for (const f of CHHABRA2019_FINDINGS) expect(f.holds(paperChhabra), f.id).toBe(true);
  });
  const fails: Array<[string, ChhabraFindingsTable]> = [
    ['hcspso-best-average-rank', { ...paperChhabra, averageRanks: { ...paperChhabra.averageRanks, MOGA: 1.7 } }], // a tie is not best
    ['hcspso-beats-moga', { ...paperChhabra, cells: [paperChhabra.cells[0]!, cell(200, [1, 1, 1, 1, 1, 0.8, 0.85]), cell(400, [1, 1.2, 1.3, 1.1, 1.4, 1.0, 1.1])] }],
    ['hcspso-beats-mopso-fga', { ...paperChhabra, cells: [paperChhabra.cells[0]!, cell(200, [1, 1, 1, 1, 0.8, 0.9, 0.85]), cell(400, [1, 1.2, 1.3, 1.1, 1.0, 1.2, 1.1])] }],
    ['hcspso-beats-first-fit', { ...paperChhabra, cells: [paperChhabra.cells[0]!, cell(200, [1, 1, 1, 1, 1.1, 1.1, 1.0]), paperChhabra.cells[2]!] }], // 1.0 is not lower than 1
    ['first-fit-leads-on-large-batches', { ...paperChhabra, cells: [...paperChhabra.cells.slice(0, 2), cell(400, [1, 1.2, 1.3, 1.1, 1.4, 1.2, 0.99])] }],
  ];
  for (const [id, table] of fails) {
    it(`${id} fails when its claim is broken`, () => {
      expect(byId(CHHABRA2019_FINDINGS, id).holds(table)).toBe(false);
    });
  }
  it('chhabraFindingsTable names the fitness ranks by the cells\' policy order', () => {
    const t = chhabraFindingsTable({ cells: [paperChhabra.cells[0]!], rankings: [{ criterion: 'makespan', averageRanks: [9, 9, 9, 9, 9, 9, 9] }, { criterion: 'fitness', averageRanks: [1, 2, 3, 4, 5, 6, 7] }] });
    expect(t.averageRanks).toEqual({ 'First-Fit': 1, METLE: 2, EAMM: 3, 'Best-Fit': 4, 'MOPSO-FGA': 5, MOGA: 6, HCSPSO: 7 });
  });
  it('first-fit-leads-on-large-batches does not hold vacuously when every cell has the same size', () => {
    expect(byId(CHHABRA2019_FINDINGS, 'first-fit-leads-on-large-batches').holds({ ...paperChhabra, cells: paperChhabra.cells.slice(0, 2) })).toBe(false);
  });
  it('every finding is exercised by a failing table', () => {
    expect(fails.map(([id]) => id).sort()).toEqual(CHHABRA2019_FINDINGS.map((f) => f.id).sort());
  });
});

// ---- Franke 2007: EASY / PROB / PITTS / CCA shaped like Table 4's KTH row (PITTS +25% AWRT_1, +8% AWRT_2,
// groups 3-5 pay, f_obj +19.8%), then one change per claim makes it fail
type FrankeRow = { objective: number; awrt: number[]; utilization: number };
const row = (objective: number, awrt: number[], utilization = 0.682, train?: FrankeRow) => ({ objective, awrt, utilization, train: train ?? { objective, awrt, utilization } });
const FRANKE_BASE = {
  EASY: row(1_000_000, [70_000, 50_000, 50_000, 80_000, 30_000]),
  PROB: row(950_000, [69_000, 45_000, 55_000, 85_000, 32_000]), // AWRT_2 +10%, AWRT_1 +1.4%
  PITTS: row(800_000, [52_500, 46_000, 78_000, 240_000, 250_000], 0.682, { objective: 780_000, awrt: [50_000, 45_000, 60_000, 90_000, 40_000], utilization: 0.7 }),
  CCA: row(790_000, [52_000, 45_500, 70_000, 200_000, 200_000]),
};
const frankeTable = (over: Partial<Record<keyof typeof FRANKE_BASE, ReturnType<typeof row>>> = {}): FrankeFindingsTable => ({ methods: { ...FRANKE_BASE, ...over } });
const pittsTest = FRANKE_BASE.PITTS;
describe('FRANKE2007_FINDINGS on hand-made tables', () => {
  it('hold on the paper-shaped table', () => {
    for (const f of FRANKE2007_FINDINGS) expect(f.holds(frankeTable()), f.id).toBe(true);
  });
  const fails: Array<[string, FrankeFindingsTable]> = [
    ['pitts-improves-easy', frankeTable({ PITTS: { ...pittsTest, objective: 1_000_000 } })], // a tie is no improvement
    ['cca-improves-easy', frankeTable({ CCA: { ...FRANKE_BASE.CCA, objective: 1_010_000 } })],
    ['prob-improves-easy', frankeTable({ PROB: { ...FRANKE_BASE.PROB, objective: 1_050_000 } })],
    ['gfs-beat-prob', frankeTable({ PROB: { ...FRANKE_BASE.PROB, objective: 795_000 } })], // PROB between CCA and PITTS
    ['cca-beats-pitts', frankeTable({ CCA: { ...FRANKE_BASE.CCA, objective: 800_000 } })],
    ['pitts-shortens-awrt1-and-awrt2', frankeTable({ PITTS: { ...pittsTest, awrt: [52_500, 50_000, 78_000, 240_000, 250_000] } })], // AWRT_2 = EASY's
    ['pitts-lengthens-awrt3-to-5', frankeTable({ PITTS: { ...pittsTest, awrt: [52_500, 46_000, 78_000, 240_000, 30_000] } })], // group 5 does not pay
    ['pitts-keeps-utilization', frankeTable({ PITTS: { ...pittsTest, utilization: 0.682 * 1.0001 } })], // +0.01%: Table 4 would print 0.01
    ['prob-improves-awrt2-more', frankeTable({ PROB: { ...FRANKE_BASE.PROB, awrt: [60_000, 45_000, 55_000, 85_000, 32_000] } })], // AWRT_1 gains more
    ['pitts-improves-10pct', frankeTable({ PITTS: { ...pittsTest, objective: 900_001 } })], // 9.9999%
    ['pitts-improves-10pct-in-sample', frankeTable({ PITTS: { ...pittsTest, train: { ...pittsTest.train, objective: 900_001 } } })],
  ];
  for (const [id, table] of fails) {
    it(`${id} fails when its claim is broken`, () => {
      expect(byId(FRANKE2007_FINDINGS, id).holds(table)).toBe(false);
    });
  }
  it('every finding is exercised by a failing table', () => {
    expect(fails.map(([id]) => id).sort()).toEqual(FRANKE2007_FINDINGS.map((f) => f.id).sort());
  });
  it('pitts-keeps-utilization holds within Table 4\'s rounding (+0.004%)', () => {
    expect(byId(FRANKE2007_FINDINGS, 'pitts-keeps-utilization').holds(frankeTable({ PITTS: { ...pittsTest, utilization: 0.682 * 1.00004 } }))).toBe(true);
  });
  it('every statement cites a section, table or figure of the paper', () => {
    for (const f of FRANKE2007_FINDINGS) expect(f.statement, f.id).toMatch(/(section|Table|Fig\.) \d/);
  });
});

describe('countFindings and studySeeds', () => {
  const positive: Finding<number> = { id: 'positive', statement: 'the value is positive', holds: (v) => v > 0 };
  it('counts per seed, and per reading with readings', () => {
    expect(countFindings([positive], [1, -2, 3])).toEqual([{ id: 'positive', statement: 'the value is positive', holds: 2, runs: 3, bySeed: [true, false, true] }]);
    const r = countFindings([positive], { clip: [1, 2], reflect: [-1, 2] })[0]!;
    expect(r.readings).toEqual({ clip: { holds: 2, runs: 2 }, reflect: { holds: 1, runs: 2 } });
    expect([r.holds, r.runs]).toEqual([3, 4]);
  });
  it('refuses no tables, repeated ids and names the finding and seed whose predicate throws', () => {
    expect(() => countFindings([positive], [])).toThrow(InvalidInputError);
    expect(() => countFindings([positive, positive], [1])).toThrow(/"positive" appears twice/);
    const broken: Finding<number> = { id: 'broken', statement: 's', holds: (v) => { if (v === 2) throw new Error('no main experiment'); return true; } };
    expect(() => countFindings([broken], [1, 2])).toThrow(/finding "broken" failed on seed #2: no main experiment/);
  });
  it('studySeeds: the first is the seed itself, the others derived, distinct and reproducible', () => {
    const s = studySeeds(7, 5);
    expect(s[0]).toBe(7);
    expect(new Set(s).size).toBe(5);
    expect(studySeeds(7, 5)).toEqual(s);
    expect(studySeeds(7, 2)).toEqual(s.slice(0, 2)); // more seeds extend the list
    expect(studySeeds(8, 2)[1]).not.toBe(s[1]);
    for (const x of s) expect(Number.isInteger(x) && x >= 0 && x <= 0xffffffff).toBe(true);
    expect(() => studySeeds(7, 0)).toThrow(InvalidInputError);
    expect(() => studySeeds(-1, 2)).toThrow(InvalidInputError);
  });
});
