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

// ---- Franke 2007
const frankeTable = (over: Partial<Record<string, { objective: number; awrt: number[]; utilization: number }>> = {}): FrankeFindingsTable => ({
  methods: {
    EASY: { objective: 908_767, awrt: [70_753, 50_309, 57_702, 84_184, 29_629], utilization: 0.682 },
    PROB: { objective: 900_000, awrt: [70_000, 49_000, 61_117, 86_986, 32_359], utilization: 0.682 },
    PITTS: { objective: 806_142, awrt: [61_884, 46_827, 63_613, 94_056, 59_217], utilization: 0.682 },
    CCA: { objective: 806_627, awrt: [61_833, 47_075, 63_074, 92_942, 49_825], utilization: 0.682 },
    ...over,
  } as FrankeFindingsTable['methods'],
});
describe('FRANKE2007_FINDINGS on hand-made tables', () => {
  it('hold on the paper-shaped table', () => {
    for (const f of FRANKE2007_FINDINGS) expect(f.holds(frankeTable()), f.id).toBe(true);
  });
  const fails: Array<[string, FrankeFindingsTable]> = [
    ['pitts-improves-easy', frankeTable({ PITTS: { objective: 908_767, awrt: [61_884, 46_827, 63_613, 94_056, 59_217], utilization: 0.682 } })],
    ['cca-improves-easy', frankeTable({ CCA: { objective: 950_000, awrt: [61_833, 47_075, 63_074, 92_942, 49_825], utilization: 0.682 } })],
    ['prob-improves-easy', frankeTable({ PROB: { objective: 950_407, awrt: [74_162, 52_197, 61_117, 86_986, 32_359], utilization: 0.682 } })], // our KTH figure
    ['pitts-favours-group-1', frankeTable({ PITTS: { objective: 806_142, awrt: [61_884, 46_827, 50_000, 80_000, 20_000], utilization: 0.682 } })], // no small group pays
    ['utilization-unchanged', frankeTable({ CCA: { objective: 806_627, awrt: [61_833, 47_075, 63_074, 92_942, 49_825], utilization: 0.67 } })],
  ];
  for (const [id, table] of fails) {
    it(`${id} fails when its claim is broken`, () => {
      expect(byId(FRANKE2007_FINDINGS, id).holds(table)).toBe(false);
    });
  }
  it('every finding is exercised by a failing table', () => {
    expect(fails.map(([id]) => id).sort()).toEqual(FRANKE2007_FINDINGS.map((f) => f.id).sort());
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
