import type { ReportSection } from '../../plot/Report';
import { firstSeedInWords, seedsInWords } from './studyWords';

/**
 * Every table of a reproduction report with its mode and seeds at the end of its caption: the
 * findings table stands on all the study's seeds, every other table on the first root seed's
 * study (what `results.json` holds beside the findings).
 */
export function labelTables(sections: readonly ReportSection[], mode: 'quick' | 'full', seeds: readonly number[]): ReportSection[] {
  return sections.map((s) =>
    s.tables === undefined
      ? s
      : { ...s, tables: s.tables.map((t) => ({ ...t, caption: `${t.caption} [${mode} mode; ${t.name === 'findings' ? seedsInWords(seeds) : firstSeedInWords(seeds)}]` })) },
  );
}
