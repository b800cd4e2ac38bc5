import type { DupontFindingsTable } from '../findings';

/**
 * A findings table read under the other post-hoc rule it carries (`otherGroups`): a Holm table
 * becomes the table of section 6.1's unadjusted z-tests, so the same findings count both ways.
 * @throws Error when the table carries no other groups (made without the metric matrices)
 */
export function paperRuleTable(t: DupontFindingsTable): DupontFindingsTable {
  return {
    ...t,
    posthoc: t.posthoc === 'unadjusted' ? 'holm' : 'unadjusted',
    experiments: Object.fromEntries(
      Object.entries(t.experiments).map(([id, e]) => {
        if (e.otherGroups === undefined) throw new Error(`experiment ${id} has no groups under the other post-hoc rule`);
        return [id, { ...e, groups: e.otherGroups, otherGroups: e.groups }];
      }),
    ),
  };
}
