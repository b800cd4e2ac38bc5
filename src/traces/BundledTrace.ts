/**
 * A workload log that ships inside the schedlab package (folder `data/traces/` of the package),
 * readable by name with `readBundledTrace`.
 *
 * @example
 * ```ts
 * import { bundledTraces, type BundledTrace } from 'schedlab/traces';
 * const kth: BundledTrace | undefined = bundledTraces.find((t) => t.name === 'KTH-SP2');
 * console.log(kth?.jobs, kth?.logJobs, kth?.processors); // 28476 28476 100
 * ```
 */
export interface BundledTrace {
  /** Short name accepted by `readBundledTrace` and the CLI's `--trace`, e.g. `'KTH-SP2'`. */
  readonly name: string;
  /** File name in the package's `data/traces/` folder (the Parallel Workloads Archive's name). */
  readonly file: string;
  /** Where the log comes from: the archive page and what was done to it. */
  readonly source: string;
  /** What to cite when publishing results on it. */
  readonly citation: string;
  /** Job lines in the file (jobs `readSwf` keeps plus the lines it rejects, with default options). */
  readonly jobs: number;
  /**
   * Job lines of the whole log in the archive. Equal to `jobs` when the package ships the complete
   * log; larger when it ships only the log's first `jobs` job lines (with its header, verbatim):
   * download the complete log from `source` for studies that need more.
   */
  readonly logJobs: number;
  /** The header's `MaxProcs` (else `MaxNodes`); null when the header gives neither. */
  readonly processors: number | null;
}
