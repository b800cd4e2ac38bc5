import { createHash } from 'node:crypto';

/** SHA-256 (hex) of a factory data's JSON text: the reference jobs carry. */
export function factoryRef(json: string): string {
  return createHash('sha256').update(json).digest('hex');
}

/** The Redis key of factory data `ref` in the queue's key space (`bull:<queue>:factory:<ref>`). */
export function factoryKey(queue: { toKey(type: string): string }, ref: string): string {
  return queue.toKey(`factory:${ref}`);
}
