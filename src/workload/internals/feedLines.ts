import type { SwfParser } from './SwfParser';
import { MAX_SWF_LINE } from './SwfParser';
import { InvalidInputError } from '../../errors/InvalidInputError';

/**
 * Feeds a stream to the parser line by line: string items are lines, `Uint8Array` items are raw
 * UTF-8 chunks split on newlines here. A line still unfinished after `MAX_SWF_LINE` characters is
 * refused at once (a file without newlines such as /dev/zero would otherwise fill memory).
 */
export async function feedLines(source: AsyncIterable<string | Uint8Array>, parser: SwfParser, where: string): Promise<void> {
  const decoder = new TextDecoder();
  let carry = '';
  for await (const item of source) {
    if (typeof item === 'string') {
      parser.push(item);
      continue;
    }
    const parts = (carry + decoder.decode(item, { stream: true })).split('\n');
    carry = parts.pop() ?? '';
    for (const p of parts) parser.push(p.endsWith('\r') ? p.slice(0, -1) : p);
    if (carry.length > MAX_SWF_LINE) throw new InvalidInputError(`${where}: a line is longer than ${MAX_SWF_LINE} characters: not an SWF trace`);
  }
  carry += decoder.decode();
  if (carry !== '') parser.push(carry.endsWith('\r') ? carry.slice(0, -1) : carry);
}
