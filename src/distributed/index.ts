export { queueEvaluator } from './queueEvaluator';
export type { QueueEvaluatorOptions } from './queueEvaluator';
export { queueWorker } from './queueWorker';
export type { QueueWorker, QueueWorkerEvent, QueueWorkerOptions } from './queueWorker';
export type { RedisConnection, RedisConnectionOptions } from './RedisConnection';
