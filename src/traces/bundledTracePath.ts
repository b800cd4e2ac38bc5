import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidInputError } from '../errors/InvalidInputError';
import { SchedlabError } from '../errors/SchedlabError';
import type { BundledTrace } from './BundledTrace';
import { bundledTraces } from './bundledTraces';
import { packageRoot } from './internals/packageRoot';
import { showValue } from '../errors/internals/showValue';

/**
 * The bundled trace called `name` (see {@link bundledTraces}) and the absolute path of its file
 * in the installed package, for code that wants the file itself (e.g. to stream it elsewhere).
 *
 * @param name - a name of {@link bundledTraces}, e.g. `'KTH-SP2'` (exact, case-sensitive)
 * @throws InvalidInputError naming the known traces when `name` is not one of them;
 *   SchedlabError when the file is missing from the package
 * @example
 * ```ts
 * import { bundledTracePath } from 'schedlab/traces';
 * const { trace, path } = bundledTracePath('KTH-SP2');
 * console.log(trace.file, path); // KTH-SP2-1996-2.1-cln.swf.br /.../node_modules/schedlab/data/traces/KTH-SP2-1996-2.1-cln.swf.br
 * ```
 */
export function bundledTracePath(name: string): { readonly trace: BundledTrace; readonly path: string } {
  const trace = bundledTraces.find((t) => t.name === name);
  if (trace === undefined) {
    throw new InvalidInputError(`no bundled trace named ${showValue(name)}; the package ships ${bundledTraces.map((t) => t.name).join(', ')}`);
  }
  const path = join(packageRoot(), 'data', 'traces', trace.file);
  if (!existsSync(path)) throw new SchedlabError(`bundled trace ${name}: ${path} is missing; the package is incomplete (reinstall schedlab)`);
  return { trace, path };
}
