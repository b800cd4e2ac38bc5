import { MissingDependencyError } from '../../errors/MissingDependencyError';
import { isModuleNotFound } from '../../errors/internals/isModuleNotFound';

/** The BullMQ module (its types only are imported statically). */
export type BullMQ = typeof import('bullmq');

let loading: Promise<BullMQ> | undefined;

/**
 * Loads `bullmq` on first use. It is an optional peer dependency of schedlab, so importing
 * `schedlab/distributed` never needs it; the first `queueEvaluator` batch or `queueWorker` does.
 * When it is not installed this rejects with a {@link MissingDependencyError} naming the package
 * and the install command (and the next call tries again). A plain `import()` is enough here:
 * bullmq ships a CommonJS build, so the `require()` that the CJS build of schedlab turns it into
 * works too.
 *
 * @param feature - what needs it, for the message (e.g. `'queueEvaluator'`)
 */
export function loadBullmq(feature: string): Promise<BullMQ> {
  loading ??= import('bullmq').catch((e: unknown) => {
    loading = undefined;
    throw isModuleNotFound(e, 'bullmq') ? new MissingDependencyError(`${feature} (schedlab/distributed)`, ['bullmq'], { cause: e }) : e;
  });
  return loading;
}
