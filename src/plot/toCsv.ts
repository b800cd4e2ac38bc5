import { InvalidInputError } from '../errors/InvalidInputError';

/**
 * Formats a table as CSV following RFC 4180: CRLF line endings, a header line, and fields that
 * contain a comma, a double quote, CR or LF enclosed in double quotes with inner quotes doubled.
 * Numbers are written with `String(n)` (shortest round-trip form; `NaN`, `Infinity` as such).
 *
 * @param columns - header names
 * @param rows - one array per row, each exactly `columns.length` long
 * @returns the CSV text, ending with CRLF
 * @throws InvalidInputError for no columns or a row of the wrong length (message names the row)
 * @example
 * ```ts
 * import { toCsv } from 'schedlab/plot';
 * toCsv(['setup', 'cost'], [['FIFO, no power-off', 1.5]]); // 'setup,cost\r\n"FIFO, no power-off",1.5\r\n'
 * ```
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  if (!Array.isArray(columns) || columns.length === 0) throw new InvalidInputError('toCsv: columns: expected at least one column');
  if (!Array.isArray(rows)) throw new InvalidInputError(`toCsv: rows: expected an array of rows, got ${rows === null ? 'null' : typeof rows}`);
  const lines = [columns.map((c, j) => field(c, `columns[${j}]`)).join(',')];
  rows.forEach((row, i) => {
    if (!Array.isArray(row) || row.length !== columns.length) {
      throw new InvalidInputError(`toCsv: rows[${i}]: expected ${columns.length} cells (one per column), got ${Array.isArray(row) ? row.length : typeof row}`);
    }
    lines.push(row.map((v, j) => field(v, `rows[${i}][${j}]`)).join(','));
  });
  return lines.map((l) => `${l}\r\n`).join('');
}

function field(value: unknown, where: string): string {
  let text: string;
  if (typeof value === 'number') text = String(value);
  else if (typeof value === 'string') text = value;
  else throw new InvalidInputError(`toCsv: ${where}: expected a string or a number, got ${typeof value}`);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
