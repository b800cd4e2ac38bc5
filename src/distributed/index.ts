export { queueEvaluator } from './queueEvaluator';
export type { QueueEvaluatorOptions } from './queueEvaluator';
export { queueWorker } from './queueWorker';
export type { QueueWorker, QueueWorkerEvent, QueueWorkerOptions } from './queueWorker';
export { cleanQueue } from './cleanQueue';
export type { CleanQueueOptions } from './cleanQueue';
export type { RedisConnection, RedisConnectionOptions } from './RedisConnection';
