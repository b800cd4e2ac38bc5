export { jobSetSeeds } from './jobSetSeeds';
export type { ExperimentProgress } from './ExperimentProgress';
export { simulationObjective } from './simulationObjective';
export type { SimulationObjectiveOptions } from './simulationObjective';
export { simulationParetoObjective } from './simulationParetoObjective';
export { validateCandidates } from './validateCandidates';
export type { ScenarioOptions } from './ScenarioOptions';
export { dupontSetup, DUPONT_SETUPS } from './dupont2020/dupontSetup';
export { TABLE4_PARAMETERS } from './dupont2020/table4Parameters';
export { randomParameters } from './randomParameters';
export type { DupontSetupName, DupontSetupOptions } from './dupont2020/dupontSetup';
export { compareDupontSetups } from './dupont2020/compareDupontSetups';
export type { CompareDupontSetupsOptions } from './dupont2020/compareDupontSetups';
export { generateJobSet } from './dupont2020/generateJobSet';
export type { GenerateJobSetOptions, GeneratedJobSet } from './dupont2020/generateJobSet';
export { policyByName, POLICY_NAMES } from './policyByName';
export { simulateJobFile, jobFileSimulation } from './simulateJobFile';
export type { SimulateJobFileOptions, JobFileSimulation } from './simulateJobFile';
export { simulationFiles } from './simulationFiles';
export { simulateTrace } from './traces/simulateTrace';
export type { SimulateTraceOptions, TraceSimulation } from './traces/simulateTrace';
export { dupontProfile, profileFamilyOptions } from './dupont2020/dupontProfile';
export type { DupontProfile, DupontProfileName } from './dupont2020/dupontProfile';
export type { ValidateCandidatesOptions, CandidateValidation } from './validateCandidates';
export type { SimulationParetoObjectiveOptions } from './simulationParetoObjective';
export { runSetups, SETUP_METRICS } from './runSetups';
export type { RunSetupsOptions, SetupResults, SetupMetric } from './runSetups';
export { analyzeSetups, RANKED_METRICS } from './analyzeSetups';
export type { SetupAnalysis, CriterionRanking, AnalyzeSetupsOptions } from './analyzeSetups';
export { compareSetups } from './compareSetups';
export type { CompareSetupsOptions, ComparisonInput } from './compareSetups';
export type { SetupComparison, PairEffect } from './SetupComparison';
export { dupont2020Config } from './dupont2020/Dupont2020Config';
export type { Dupont2020Config, Dupont2020Experiment } from './dupont2020/Dupont2020Config';
export { dupontTrainingObjective } from './dupont2020/dupontTrainingObjective';
export type { DupontTrainingSpec, DupontTrainingSets } from './dupont2020/dupontTrainingObjective';
export { trainDupontSwarms } from './dupont2020/trainDupontSwarms';
export type { SwarmName, SwarmTraining, DupontTraining, TrainDupontSwarmsOptions } from './dupont2020/trainDupontSwarms';
export { reproduceDupont2020 } from './dupont2020/reproduceDupont2020';
export { dupont2020Report } from './dupont2020/dupont2020Report';
export type {
  Dupont2020Results,
  Dupont2020ExperimentResult,
  ReproduceDupont2020Options,
} from './dupont2020/reproduceDupont2020';
export { DUPONT2020_PAPER } from './dupont2020/paperTables';
export { userGroups, DEFAULT_GROUP_THRESHOLDS } from './traces/userGroups';
export type { UserGroups, UserGroupsOptions } from './traces/userGroups';
export { awrt } from './traces/awrt';
export { traceUtilization } from './traces/traceUtilization';
export { slowdowns } from './traces/slowdowns';
export type { Slowdowns } from './traces/slowdowns';
export { groupObjective, FRANKE_OBJECTIVE_WEIGHTS } from './traces/groupObjective';
export { loadTrace } from './traces/loadTrace';
export type { LoadTraceOptions } from './traces/loadTrace';
export { traceMetrics } from './traces/traceMetrics';
export type { TraceMetrics, GroupTraceMetrics, TraceMetricsOptions } from './traces/traceMetrics';
export { splitTrace } from './franke2007/splitTrace';
export type { TraceSplit } from './franke2007/splitTrace';
export { frankeProblem } from './franke2007/frankeProblem';
export type { FrankeProblem, FrankeProblemOptions } from './franke2007/frankeProblem';
export { frankeObjective, frankeWorkerObjective } from './franke2007/frankeObjective';
export type { FrankeObjective, RuleBaseKind, SelectorEvaluation } from './franke2007/frankeObjective';
export { trainProbabilistic } from './franke2007/trainProbabilistic';
export type { TrainProbabilisticOptions, ProbabilisticResult } from './franke2007/trainProbabilistic';
export { trainPittsburgh } from './franke2007/trainPittsburgh';
export type { TrainFuzzyOptions, FuzzyTrainingResult } from './franke2007/trainPittsburgh';
export { trainCoevolution } from './franke2007/trainCoevolution';
export { reproduceFranke2007 } from './franke2007/reproduceFranke2007';
export { franke2007Report } from './franke2007/franke2007Report';
export type { Franke2007ReportOptions } from './franke2007/franke2007Report';
export type {
  ReproduceFranke2007Options,
  Franke2007Results,
  Franke2007MethodResult,
  Franke2007Method,
  Franke2007Table,
} from './franke2007/reproduceFranke2007';
export { batchPlanObjective } from './batchPlanObjective';
export type { BatchPlanObjectiveOptions } from './batchPlanObjective';
export { CHHABRA2019_TABLE1, CHHABRA2019_TABLE2 } from './chhabra2019/paperTables';
export { chhabraPlatform } from './chhabra2019/chhabraPlatform';
export type { ChhabraPlatformOptions, ChhabraResources, ChhabraSpeeds } from './chhabra2019/chhabraPlatform';
export { chhabraJobs } from './chhabra2019/chhabraJobs';
export type { ChhabraJobsOptions } from './chhabra2019/chhabraJobs';
export { CHHABRA2019_TABLE3 } from './chhabra2019/paperTables';
export { chhabra2019Config } from './chhabra2019/Chhabra2019Config';
export type { Chhabra2019Config } from './chhabra2019/Chhabra2019Config';
export { chhabraRun } from './chhabra2019/chhabraRun';
export { chhabraRunObjective } from './chhabra2019/chhabraRunObjective';
export type { ChhabraRunTask, ChhabraRunResult, ChhabraMetaheuristic } from './chhabra2019/chhabraRun';
export { batchParetoObjective } from './chhabra2019/batchParetoObjective';
export { pickFromFront } from './chhabra2019/pickFromFront';
export { reproduceChhabra2019, CHHABRA2019_POLICIES, CHHABRA2019_CRITERIA } from './chhabra2019/reproduceChhabra2019';
export { chhabra2019Report } from './chhabra2019/chhabra2019Report';
export { chhabraRunsOn } from './chhabra2019/chhabraRunsOn';
export type {
  Chhabra2019Cell,
  Chhabra2019Experiment,
  Chhabra2019Ranking,
  Chhabra2019Results,
  ChhabraPolicy,
  ReproduceChhabra2019Options,
} from './chhabra2019/reproduceChhabra2019';
export { setupsObjective } from './setupsObjective';
export type { SetupsScenario } from './setupsObjective';
export { runSetupsOn } from './runSetupsOn';
export type { RunSetupsOnOptions } from './runSetupsOn';
export type { Finding, FindingCount } from './Finding';
export { countFindings } from './countFindings';
export { runStudy } from './runStudy';
export type { RunStudyOptions, StudyRuns } from './runStudy';
export { studySeeds } from './studySeeds';
export type { MethodSettings } from './MethodSettings';
export { findingsSections } from './findingsSections';
export { DUPONT2020_FINDINGS, dupontFindingsTable } from './dupont2020/findings';
export type { DupontFindingsTable } from './dupont2020/findings';
export { CHHABRA2019_FINDINGS, chhabraFindingsTable } from './chhabra2019/findings';
export type { ChhabraFindingsTable } from './chhabra2019/findings';
export { FRANKE2007_FINDINGS, frankeFindingsTable } from './franke2007/findings';
export type { FrankeFindingsTable } from './franke2007/findings';
