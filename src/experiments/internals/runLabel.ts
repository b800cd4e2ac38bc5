import type { ExperimentProgress } from '../ExperimentProgress';

/**
 * The name of an optimisation run as the study labels its stages (`runStudy`'s `label`): the run's
 * own name (`'Swarm1'`, `'PITTS'`) under one root seed, `'seed 2/3 (<seed>): Swarm1'` under several,
 * so that the `onIteration` records of a multi-seed study say which seed they belong to.
 */
export function runLabel(label: (p: ExperimentProgress) => ExperimentProgress, run: string): string {
  return label({ stage: run, done: 0, total: 0, unit: '' }).stage;
}
