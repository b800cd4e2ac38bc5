import { bundledTracePath, bundledTraces } from '../traces/index';

/**
 * The file of a `--trace` value: a name of a trace the package ships (`KTH-SP2`, see
 * `bundledTraces`) is its file in the installed package; anything else is a file path.
 */
export function tracePath(value: string): string {
  return bundledTraces.some((t) => t.name === value) ? bundledTracePath(value).path : value;
}
