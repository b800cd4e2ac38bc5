export { batsimScheduler } from './batsimScheduler';
export type { BatsimSchedulerOptions } from './batsimScheduler';
export { batsimSession } from './batsimSession';
export type { BatsimSession, BatsimSummary } from './batsimSession';
export type { BatsimSessionOptions, BatsimPstates } from './BatsimSessionOptions';
export { decodeBatsimMessage } from './decodeBatsimMessage';
export type { BatsimEvent, BatsimMessage, BatsimReply, BatsimReplyEvent, BatsimResource } from './BatsimEvent';
export { parseBatsimWorkload, readBatsimWorkload } from '../workload/index';
export type { BatsimWorkload, BatsimWorkloadOptions } from '../workload/index';
