export { jobSetSeeds } from './jobSetSeeds';
export { simulationObjective } from './simulationObjective';
export type { SimulationObjectiveOptions } from './simulationObjective';
export { runSetups, SETUP_METRICS } from './runSetups';
export type { RunSetupsOptions, SetupResults, SetupMetric } from './runSetups';
export { analyzeSetups, RANKED_METRICS } from './analyzeSetups';
export type { SetupAnalysis, CriterionRanking } from './analyzeSetups';
export { dupont2020Config } from './dupont2020/Dupont2020Config';
export type { Dupont2020Config, Dupont2020Experiment } from './dupont2020/Dupont2020Config';
export { dupontTrainingObjective } from './dupont2020/dupontTrainingObjective';
export type { DupontTrainingSpec } from './dupont2020/dupontTrainingObjective';
export { trainDupontSwarms } from './dupont2020/trainDupontSwarms';
export type { SwarmName, SwarmTraining, DupontTraining, TrainDupontSwarmsOptions } from './dupont2020/trainDupontSwarms';
export { reproduceDupont2020 } from './dupont2020/reproduceDupont2020';
export type {
  Dupont2020Results,
  Dupont2020ExperimentResult,
  ReproduceDupont2020Options,
} from './dupont2020/reproduceDupont2020';
export { DUPONT2020_PAPER } from './dupont2020/paperTables';
