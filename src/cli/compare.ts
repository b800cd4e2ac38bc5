import { createSimulation } from '../engine/createSimulation';
import { homogeneousPlatform } from '../engine/homogeneousPlatform';
import { DUPONT_SETUPS, dupontSetup } from '../policies/dupontSetup';
import { createRng, MAX_SEED } from '../random/createRng';
import { deriveSeed } from '../random/deriveSeed';
import { googleLikeWorkload } from '../workload/googleLikeWorkload';
import { type FlagSpec, helpText, intFlag, parseFlags } from './flags';
import { formatTable } from './table';

const FLAGS: readonly FlagSpec[] = [
  { name: 'sets', type: 'string', value: 'N', help: 'job sets per setup (default 100, as in Dupont 2020 section 5.4)' },
  { name: 'seed', type: 'string', value: 'N', help: 'seed of the job-set seeds (default 1)' },
  { name: 'json', type: 'boolean', help: 'print the per-setup means as JSON' },
];

export const COMPARE_HELP = helpText(
  'Usage: schedlab compare [--sets N] [--seed N] [--json]',
  'Runs the ten setups of Dupont et al. 2020 (FIFO ... Swarm3, Table 4 parameters) on the same\n' +
    'Table 3 job sets (50 jobs, 10 servers) and prints their mean metrics.',
  FLAGS,
);

/** `schedlab compare`: the short default experiment of `npm start`. */
export function compare(argv: readonly string[]): string {
  const f = parseFlags('compare', argv, FLAGS);
  if (f['help'] === true) return COMPARE_HELP;
  const sets = intFlag('compare', 'sets', f['sets'], 1, 1_000_000) ?? 100;
  const seed = intFlag('compare', 'seed', f['seed'], 0, MAX_SEED) ?? 1;
  const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
  const seedRng = createRng(seed);
  const setSeeds = Array.from({ length: sets }, () => deriveSeed(seedRng));
  const rows = DUPONT_SETUPS.map((name) => {
    const policy = dupontSetup(name);
    const sum = { meanStretch: 0, normalizedMeanPower: 0, cost: 0, reconfigurations: 0, powerOffs: 0 };
    for (const s of setSeeds) {
      const m = sim.run(policy, { seed: s }).metrics;
      for (const k of Object.keys(sum) as Array<keyof typeof sum>) sum[k] += m[k];
    }
    for (const k of Object.keys(sum) as Array<keyof typeof sum>) sum[k] /= sets;
    return { setup: name, ...sum };
  });
  if (f['json'] === true) return `${JSON.stringify({ seed, sets, setups: rows })}\n`;
  return [
    `Dupont et al. 2020 setups on ${sets} Table 3 job sets (50 jobs, 10 servers), seed ${seed}: means per job set`,
    '',
    formatTable(
      ['setup', 'mean stretch', 'norm. power', 'cost', 'reconfigurations', 'power-offs'],
      rows.map((r) => [r.setup, r.meanStretch, r.normalizedMeanPower, r.cost, r.reconfigurations, r.powerOffs]),
    ),
    '',
  ].join('\n');
}
