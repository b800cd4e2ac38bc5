/** Formats rows as an aligned plain-text table (numbers right-aligned). */
export function formatTable(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>, digits = 3): string {
  const cells = rows.map((r) => r.map((c) => (typeof c === 'number' ? (Number.isInteger(c) ? String(c) : c.toFixed(digits)) : c)));
  // a loop, not a spread into Math.max: a spread of 150,000 rows overflows the call stack (issue 32)
  const widths = header.map((h, i) => cells.reduce((w, r) => Math.max(w, (r[i] ?? '').length), h.length));
  const numeric = header.map((_, i) => rows.every((r) => typeof r[i] === 'number'));
  const line = (r: readonly string[]) =>
    r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
