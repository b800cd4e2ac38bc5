import type { BundledTrace } from './BundledTrace';

/**
 * The archive's own citation, which every log of the Parallel Workloads Archive asks for (its
 * terms of use), plus the log's header notice that the file keeps.
 */
const ARCHIVE =
  'D. G. Feitelson, D. Tsafrir, D. Krakov, "Experience with using the Parallel Workloads Archive", J. Parallel Distrib. Comput. 74(10):2967-2982, 2014';

/**
 * The logs the schedlab package ships, in `data/traces/` (one list: README.md, data/traces/README.md
 * and package.json `files` say the same, checked by test/traces/bundledTraces.test.ts). Job and
 * processor counts are read from the files themselves (tested).
 *
 * KTH-SP2 is the log of Franke et al. 2007 (section 5; `reproduce franke2007 --quick`);
 * LLNL-Thunder and METACENTRUM-2009 are the logs of `reproduce chhabra2019` (Chhabra et al. 2019,
 * section 5.1; the paper used METACENTRUM-2013-3, which is too big to ship: 2009-2 stands in).
 * Of these two the package ships the first 20,000 jobs (`jobs` < `logJobs`), which keeps the
 * installed core package under 5 MB (README, "Install"): the study reads at most its first 1,000
 * qualifying jobs, which end at job 1,464 (LLNL-Thunder) and 1,378 (METACENTRUM-2009), so the
 * study's numbers are those of the complete logs.
 *
 * @example
 * ```ts
 * import { bundledTraces } from 'schedlab/traces';
 * for (const t of bundledTraces) console.log(t.name, t.jobs, t.processors ?? 'unknown');
 * ```
 */
export const bundledTraces: readonly BundledTrace[] = Object.freeze([
  Object.freeze({
    name: 'KTH-SP2',
    file: 'KTH-SP2-1996-2.1-cln.swf.br',
    source: 'Parallel Workloads Archive, KTH-SP2-1996-2.1-cln (cleaned log), https://www.cs.huji.ac.il/labs/parallel/workload/l_kth_sp2/',
    citation: ARCHIVE,
    jobs: 28_476,
    logJobs: 28_476,
    processors: 100,
  }),
  Object.freeze({
    name: 'LLNL-Thunder',
    file: 'LLNL-Thunder-2007-1.1-cln.first20k.swf.br',
    source: 'Parallel Workloads Archive, LLNL-Thunder-2007-1.1-cln (cleaned log), its header and first 20,000 jobs, https://www.cs.huji.ac.il/labs/parallel/workload/l_llnl_thunder/',
    citation: ARCHIVE,
    jobs: 20_000,
    logJobs: 121_039,
    processors: 4008,
  }),
  Object.freeze({
    name: 'METACENTRUM-2009',
    file: 'METACENTRUM-2009-2.first20k.swf.br',
    source: 'Parallel Workloads Archive, METACENTRUM-2009-2 (no header lines in this copy), its first 20,000 jobs, https://www.cs.huji.ac.il/labs/parallel/workload/l_metacentrum/',
    citation: ARCHIVE,
    jobs: 20_000,
    logJobs: 103_656,
    processors: null,
  }),
]);
