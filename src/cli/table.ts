/** Formats rows as an aligned plain-text table (numbers right-aligned). */
export function formatTable(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>, digits = 3): string {
  const cells = rows.map((r) => r.map((c) => (typeof c === 'number' ? (Number.isInteger(c) ? String(c) : c.toFixed(digits)) : c)));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const numeric = header.map((_, i) => rows.every((r) => typeof r[i] === 'number'));
  const line = (r: readonly string[]) =>
    r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
