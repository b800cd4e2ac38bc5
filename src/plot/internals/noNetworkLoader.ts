import type { Loader } from 'vega';

/** A Vega loader that refuses every load: figures carry their data inline, nothing is fetched. */
export function noNetworkLoader(): Loader {
  const refuse = (uri: string): Promise<never> =>
    Promise.reject(new Error(`external resource ${JSON.stringify(uri)} refused: figure data must be inline (data.values)`));
  return {
    load: refuse,
    sanitize: refuse,
    http: refuse,
    file: refuse,
  };
}
