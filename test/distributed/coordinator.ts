// A coordinator process for the tests: minimize on a queue with no worker, until it is killed.
// argv: redis URL, queue name. Prints "added" once the first batch's jobs are on the queue.
import { queueEvaluator } from '../../src/distributed/index';
import { remote, run } from './helpers';
import { OBJECTIVES } from './workers';

const [url, queue] = process.argv.slice(2) as [string, string];
const evaluator = queueEvaluator({ connection: url, queue, module: OBJECTIVES, exportName: 'slowSphere', factoryData: { delayMs: 1 }, chunkSize: 2 });
void run(remote, { maxIterations: 3, evaluator });
