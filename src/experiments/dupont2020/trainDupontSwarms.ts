import type { BatchEvaluator } from '../../optimizers/BatchEvaluator';
import { minimize } from '../../optimizers/minimize';
import type { HistoryEntry, IterationProgress } from '../../optimizers/OptimizationResult';
import { pso } from '../../optimizers/pso';
import { dupontFamily } from '../../policies/dupontSetup';
import { jobSetSeeds } from '../jobSetSeeds';
import type { Dupont2020Config } from './Dupont2020Config';
import { dupontTrainingObjective, type DupontTrainingSpec } from './dupontTrainingObjective';

/**
 * Names of the three trained swarms.
 *
 * @example
 * ```ts
 * import { dupontSetup, TABLE4_PARAMETERS } from 'schedlab/policies';
 * import type { SwarmName } from 'schedlab/experiments';
 * const swarm: SwarmName = 'Swarm2';
 * const policy = dupontSetup(swarm, { swarmParameters: { [swarm]: TABLE4_PARAMETERS[swarm] } });
 * ```
 */
export type SwarmName = 'Swarm1' | 'Swarm2' | 'Swarm3';

/**
 * Outcome of training one swarm.
 *
 * @example
 * ```ts
 * import { trainDupontSwarms, dupont2020Config, type SwarmTraining } from 'schedlab/experiments';
 * const { swarms } = await trainDupontSwarms(dupont2020Config('quick'), { seed: 1 });
 * const swarm2: SwarmTraining | undefined = swarms.find((s) => s.swarm === 'Swarm2');
 * swarm2?.names.map((name, i) => `${name} = ${swarm2.parameters[i]}`); // the Table 4 row
 * ```
 */
export interface SwarmTraining {
  readonly swarm: SwarmName;
  readonly condition: 1 | 2 | 3;
  /** Parameter names (`greedyFamily` order). */
  readonly names: readonly string[];
  /** The global best parameters after the last epoch (Table 4). */
  readonly parameters: number[];
  /** Its mean cost on the epoch where it was found. */
  readonly bestValue: number;
  /** Per epoch: min, mean and max cost over the particles (Fig. 3). */
  readonly history: readonly HistoryEntry[];
  /** Simulations run. */
  readonly simulations: number;
}

/**
 * Options of {@link trainDupontSwarms}.
 *
 * @example
 * ```ts
 * import { trainDupontSwarms, dupont2020Config, type TrainDupontSwarmsOptions } from 'schedlab/experiments';
 * const options: TrainDupontSwarmsOptions = { seed: 5, onEpoch: (swarm, p) => console.log(swarm, p.iteration, p.entry.min) };
 * const training = await trainDupontSwarms(dupont2020Config('quick', { epochs: 5 }), options);
 * ```
 */
export interface TrainDupontSwarmsOptions {
  /** Seed of the training (the optimizer and the epochs' job sets). */
  readonly seed: number;
  /** Makes the batch evaluator of a swarm (e.g. a `workerEvaluator`); default: in this thread. */
  readonly evaluatorFor?: (spec: DupontTrainingSpec) => BatchEvaluator;
  /** Called after each epoch. */
  readonly onEpoch?: (swarm: SwarmName, progress: IterationProgress) => void;
}

/**
 * Result of {@link trainDupontSwarms}.
 *
 * @example
 * ```ts
 * import { trainDupontSwarms, dupont2020Config, type DupontTraining } from 'schedlab/experiments';
 * import { dupontSetup } from 'schedlab/policies';
 * const t: DupontTraining = await trainDupontSwarms(dupont2020Config('quick'), { seed: 1 });
 * const swarmParameters = Object.fromEntries(t.swarms.map((s) => [s.swarm, s.parameters]));
 * const swarm1 = dupontSetup('Swarm1', { swarmParameters }); // evaluate on seeds not in t.trainingSetSeeds
 * ```
 */
export interface DupontTraining {
  readonly swarms: readonly SwarmTraining[];
  /** Seeds of every job set used in training (evaluation sets must avoid them). */
  readonly trainingSetSeeds: ReadonlySet<number>;
}

/**
 * Trains Swarm1, Swarm2 and Swarm3 as in Dupont et al. 2020 section 5.3: for each reconfiguration
 * condition, a PSO swarm (section 4.3 defaults: chi = 0.1, phi ~ U(0, 2), reflect) runs
 * `config.epochs` epochs; at each epoch all particles are evaluated on the same fresh
 * `config.setsPerEpoch` job sets (Table 3 generator). The three swarms use the same seed, so they
 * see the same job sets at each epoch, as in the paper ("the training took place under the same seed").
 *
 * @example
 * ```ts
 * import { trainDupontSwarms, dupont2020Config } from 'schedlab/experiments';
 * const { swarms } = await trainDupontSwarms(dupont2020Config('quick'), { seed: 1 });
 * swarms[1]!.parameters; // Swarm2's trained parameters
 * ```
 */
export async function trainDupontSwarms(config: Dupont2020Config, options: TrainDupontSwarmsOptions): Promise<DupontTraining> {
  const main = config.experiments.find((e) => e.id === 'main') ?? config.experiments[0]!;
  const iterationSeeds = new Set<number>();
  const swarms: SwarmTraining[] = [];
  for (const condition of [1, 2, 3] as const) {
    const swarm = `Swarm${condition}` as SwarmName;
    const spec: DupontTrainingSpec = { condition, servers: main.servers, workload: main.workload, setsPerIteration: config.setsPerEpoch };
    const objective = dupontTrainingObjective(spec);
    const inner = options.evaluatorFor?.(spec);
    const evaluator: BatchEvaluator = {
      evaluate(obj, batch, contexts, values) {
        iterationSeeds.add(contexts[0]!.iterationSeed);
        if (inner !== undefined) return inner.evaluate(obj, batch, contexts, values);
        for (let i = 0; i < batch.length; i++) values[i] = obj.evaluate(batch[i]!.x, contexts[i]!) as number;
        return undefined;
      },
      close: async () => {},
    };
    try {
      const result = await minimize(objective, pso({ swarmSize: config.particles, reevaluate: config.reevaluate }), {
        seed: options.seed,
        maxIterations: config.epochs,
        evaluator,
        ...(options.onEpoch === undefined ? {} : { onIteration: (p: IterationProgress) => options.onEpoch!(swarm, p) }),
      });
      swarms.push({
        swarm,
        condition,
        names: dupontFamily(condition).space.names,
        parameters: result.best.x,
        bestValue: result.best.value,
        history: result.history,
        simulations: result.evaluations * config.setsPerEpoch,
      });
    } finally {
      await inner?.close();
    }
  }
  const trainingSetSeeds = new Set<number>();
  for (const s of iterationSeeds) for (const t of jobSetSeeds(s, config.setsPerEpoch)) trainingSetSeeds.add(t);
  return { swarms, trainingSetSeeds };
}
