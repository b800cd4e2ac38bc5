/**
 * The message for an objective module that is TypeScript where the importing Node cannot load
 * it (Node 20, or 22 before 22.18, without a loader such as tsx): Node's own error
 * (ERR_UNKNOWN_FILE_EXTENSION) does not say what to do. Used after the import failed, never
 * before: workers run with a loader (tsx) or a Node that strips types load `.ts` fine, and a
 * coordinator cannot know what its remote workers run.
 */
export function typeScriptModuleHint(where: string, url: string): string {
  return (
    `${where}: ${url} is TypeScript, which this Node (${process.version}) cannot import (no type stripping); ` +
    'compile it with tsc and give the .js it emits (docs/optimizers.md "TypeScript objectives"), or use Node >= 22.18'
  );
}

/** Whether `error` is Node refusing to import the TypeScript module `url`. */
export function isUnloadableTypeScript(url: string, error: unknown): boolean {
  return /\.[mc]?ts$/i.test(url) && typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_UNKNOWN_FILE_EXTENSION';
}
