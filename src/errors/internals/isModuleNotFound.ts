/**
 * Whether `e` is Node's "cannot find package `name`" from `import()` (ERR_MODULE_NOT_FOUND) or
 * `require()` (MODULE_NOT_FOUND) for that package itself, not for a module that it imports.
 */
export function isModuleNotFound(e: unknown, name: string): boolean {
  if (!(e instanceof Error) || !('code' in e)) return false;
  if (e.code !== 'ERR_MODULE_NOT_FOUND' && e.code !== 'MODULE_NOT_FOUND') return false;
  // ESM: "Cannot find package 'bullmq' imported from ..."; CJS: "Cannot find module 'bullmq'"
  return e.message.includes(`'${name}'`);
}
