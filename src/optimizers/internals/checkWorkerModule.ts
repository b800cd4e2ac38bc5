import { InvalidInputError } from '../../errors/InvalidInputError';

/** Whether this Node strips TypeScript types itself (`process.features.typescript`, Node >= 22.10 with it on). */
export function nodeStripsTypes(): boolean {
  const t = (process.features as { typescript?: unknown }).typescript;
  return t === 'strip' || t === 'transform';
}

/**
 * Refuses a TypeScript objective module (`.ts`, `.mts`, `.cts`) when this Node cannot load one
 * (Node 20 and 22 without type stripping): workers would fail on their first import with a
 * syntax error far from the cause. The message says what to do instead.
 */
export function checkWorkerModule(where: string, url: string): void {
  if (!/\.[mc]?ts$/i.test(new URL(url).pathname) || nodeStripsTypes()) return;
  throw new InvalidInputError(
    `${where}: ${url} is TypeScript, which this Node (${process.version}) cannot load in workers (no type stripping); ` +
      'compile it with tsc and give the .js it emits (docs/optimizers.md "TypeScript objectives"), or use Node >= 22.18',
  );
}
