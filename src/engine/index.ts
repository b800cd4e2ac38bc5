export type { Job, MalleableJob, RigidJob } from './Job';
export type { Platform, Cluster, ClusterSpec, PlatformOptions } from './platform';
export type { InterClusterLink, LinkContention } from './InterClusterLink';
export { jobSlowdown } from './jobSlowdown';
export { rigidJobRate } from './rigidJobRate';
export { linkTraffic } from './linkTraffic';
export { platform } from './platform';
export { homogeneousPlatform } from './homogeneousPlatform';
export type { HomogeneousPlatformOptions } from './homogeneousPlatform';
export { startJob, reconfigureJob, powerOff } from './Decision';
export type { Decision, StartDecision, ReconfigureDecision, PowerOffDecision } from './Decision';
export { switchOff, switchOn, callMeLater, setPstate } from './Decision';
export type { SwitchOffDecision, SwitchOnDecision, CallMeLaterDecision, SetPstateDecision, SwitchOffOptions } from './Decision';
export { preemptJob } from './Decision';
export type { PreemptDecision } from './Decision';
export type { ClusterView, RunningJob, ServerState } from './ClusterView';
export type { JobQueue } from './JobQueue';
export type { Policy, PolicyContext } from './Policy';
export type { Workload } from './Workload';
export { paperReconfigurationCost, blockReconfigurationCost } from './ReconfigurationCost';
export type { ReconfigurationCost } from './ReconfigurationCost';
export { createSimulation } from './createSimulation';
export type { SimulationOptions, Simulation, PowerCapStep } from './createSimulation';
export type {
  SimulationResult,
  RunOptions,
  JobRecord,
  Metrics,
  Trace,
  ServerSegment,
  AllocationSegment,
} from './Simulation';
export { validateJobs } from './validateJobs';
export type { RunHandle, RunHandleState, RunStep } from './RunHandle';
export type { RunEvent, RunEventType } from './RunEvent';
export { clusterView } from './hostClusterView';
export type { HostClusterState, HostRunningJob, HostServer } from './hostClusterView';
export type { Partition, Queue, PartitionSpec, QueueSpec } from './Partition';
export { allowedServers } from './allowedServers';
export type { Reservation } from './Reservation';
export { blockedServers } from './blockedServers';
export type { Availability, ServerFailure } from './Availability';
