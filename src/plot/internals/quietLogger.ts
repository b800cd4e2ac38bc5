import type { VegaLibraries } from './loadVega';

type Logger = ReturnType<VegaLibraries['vega']['logger']>;

/**
 * A Vega(-Lite) logger that drops warnings and info (they would go to the console) and records
 * errors, which Vega otherwise only logs (a refused data load, for instance): the caller checks
 * `errors` after rendering and fails loudly.
 */
export function quietLogger(vega: VegaLibraries['vega']): { readonly logger: Logger; readonly errors: string[] } {
  const errors: string[] = [];
  const logger = vega.logger(vega.Warn, undefined, (method: string, _level: string, input: unknown[]) => {
    // Vega reports a failed data load as a warning ('Loading failed'); it is an error here.
    if (method === 'error' || (method === 'warn' && input[0] === 'Loading failed')) {
      errors.push(input.map((x) => (x instanceof Error ? x.message : String(x))).join(' '));
    }
  });
  return { logger, errors };
}
