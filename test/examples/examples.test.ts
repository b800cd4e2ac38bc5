import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBound } from '../helpers/loadBound';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const examples = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.ts'));

/** What each example must print (so a silently broken example fails). */
const EXPECT: Record<string, RegExp> = {
  'compare-setups.ts': /5 setups were compared on cost[\s\S]*The Friedman test rejects[\s\S]*Swarm2 vs FIFO: A12 = [\d.]+ \[[\d.]+, [\d.]+\][\s\S]*\\toprule[\s\S]*\\bottomrule[\s\S]*paired Swarm1 vs FIFO: A12 = 0\.567 \(small, Vargha & Delaney 2000 scale\), delta = 0\.133 \(negligible, Romano et al\. 2006 scale\)[\s\S]*critical-difference diagram: .*critical-difference\.svg \(\d+ bytes\)\nand as PNG: .*critical-difference\.png \(\d+ bytes\)/,
  'embed-host.ts': /greedyPolicy \(Dupont 2020, FIFO\)\s+50 jobs, .*host loop = simulation\.run[\s\S]*easyBackfilling\s+300 jobs, .*host loop = simulation\.run/,
  'custom-condition.ts': /ScalesWell-Poff\s+cost \d+\.\d{3}/,
  'fourth-condition.ts': /rank 1: .*Swarm/,
  'pareto-front.ts': /front of \d+ trade-offs[\s\S]*hypervolume of the front on fresh sets: \d+\.\d{3}[\s\S]*Swarm3\s+stretch \d+\.\d{3}\s+power \d+\.\d{3}/,
  'multicluster-hcspso.ts': /First-Fit\s+makespan[\s\S]*HCSPSO\s+makespan[\s\S]*3600 evaluations[\s\S]*engine replay of the HCSPSO plan: identical start and end times/,
  'typescript-objective.ts': /best \d+\.\d{4} at \[.*\] after 360 evaluations in 2 worker threads\nin this thread: identical/,
  'energy-shutdown.ts': /first 4000 KTH-SP2 jobs[\s\S]*EASY\s+energy 75\.997 GJ[\s\S]*easyBackfilling\+idle\(1800s\)\s+energy 68\.757 GJ \(-9\.5%\)[\s\S]*mean wait 8063 s \(\+0\.7%\)[\s\S]*energyBackfilling\(0s\)\s+energy 67\.357 GJ[\s\S]*energyBackfilling\(0s, wakeForBackfill\)\s+energy 67\.607 GJ \(-11\.0%\)[\s\S]*mean wait 8738 s \(\+9\.1%\)/,
  'resource-manager.ts': /CMA-ES, 48 evaluations: weights \[age, size, fairShare, queue\][\s\S]*training\s+mean bounded slowdown: FCFS order [\d.]+, tuned [\d.]+[\s\S]*validation mean bounded slowdown: FCFS order [\d.]+, tuned [\d.]+/,
  'trace-backfilling.ts': /28467 jobs kept, 9 lines rejected[\s\S]*easyBackfilling\s+U 70\.1%/,
  'workload-models.ts': /Run time \(s\)\s+KS D = 0\.0094, p = 0\.767[\s\S]*Processors\s+KS D = 0\.0146, p = 0\.235[\s\S]*estimates: 90 distinct; most popular 2880 min \(21\.7%\)[\s\S]*trained on jobs 15\.\.414 \(48 evaluations\)[\s\S]*validated on the next window \(jobs 415\.\.814\): tuned \d+\.\d{3}, FIFO \d+\.\d{3}/,
};

describe('examples run as a user would run them (npx tsx examples/X.ts)', () => {
  it('every example has an expectation', () => {
    expect(examples.sort()).toEqual(Object.keys(EXPECT).sort());
  });
  for (const file of examples) {
    it(file, () => {
      const out = execFileSync(process.execPath, ['--import', 'tsx', join('examples', file)], { cwd: root, encoding: 'utf8', timeout: loadBound(120_000) });
      expect(out).toMatch(EXPECT[file]!);
    }, loadBound(130_000));
  }
});
