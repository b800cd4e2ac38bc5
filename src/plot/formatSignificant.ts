import { InvalidInputError } from '../errors/InvalidInputError';

/**
 * A number as text with a set number of significant digits, for tables and captions: plain
 * notation from 0.001 up to a million (trailing zeros dropped), scientific notation outside
 * (p-values such as `3.15e-173`). Integers below a million keep all their digits when they have
 * more than `digits` (a count of 12,345 jobs stays `12345`). Non-finite values print as `NaN`,
 * `Infinity`, `-Infinity`.
 *
 * @param value - the number
 * @param digits - significant digits, integer in [1, 17] (default 4)
 * @throws InvalidInputError when `digits` is not an integer in [1, 17]
 * @example
 * ```ts
 * import { formatSignificant } from 'schedlab/plot';
 * formatSignificant(1.2345678, 3); // '1.23'
 * formatSignificant(0.000123456, 3); // '1.23e-4'
 * formatSignificant(3.15e-173); // '3.15e-173'
 * formatSignificant(12345); // '12345'
 * ```
 */
export function formatSignificant(value: number, digits = 4): string {
  if (!Number.isInteger(digits) || digits < 1 || digits > 17) throw new InvalidInputError(`formatSignificant: digits: expected an integer in [1, 17], got ${String(digits)}`);
  if (typeof value !== 'number') throw new InvalidInputError(`formatSignificant(value): expected a number, got ${value === null ? 'null' : typeof value}`);
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (Number.isInteger(value) && abs < 1e6) return String(value);
  if (abs < 1e-3 || abs >= 1e6) {
    const [mantissa, exponent] = value.toExponential(digits - 1).split('e');
    const m = mantissa!.includes('.') ? mantissa!.replace(/\.?0+$/, '') : mantissa!;
    return `${m}e${exponent!.replace('+', '')}`;
  }
  return String(Number(value.toPrecision(digits)));
}
