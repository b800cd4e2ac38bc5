import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundledTracePath, bundledTraces } from '../../src/traces/index';

/**
 * SHA-256 of the decompressed text of each shipped log, computed from the archive's gzip files
 * (issue 31): `gunzip -c KTH-SP2-1996-2.1-cln.swf.gz | sha256sum` for the complete KTH-SP2 log,
 * `gunzip -c LLNL-Thunder-2007-1.1-cln.swf.gz | head -n 20026 | sha256sum` and
 * `gunzip -c METACENTRUM-2009-2.swf.gz | head -n 20000 | sha256sum` for the two parts (the
 * header and the first 20,000 jobs). The `.br` files must hold exactly that text.
 */
const TEXT_SHA256: Readonly<Record<string, readonly [bytes: number, sha256: string]>> = {
  'KTH-SP2': [2_620_495, 'fba36494c4e4257f72182e8b629ebb0bcb054b3b82851ef957445bd627adcc87'],
  'LLNL-Thunder': [1_849_903, '0ea63cdd92243877308aae992f4a45042d913d394a4bc0287c5dc40b5af5abfa'],
  'METACENTRUM-2009': [1_856_902, 'ff175da7a29a774f248f4bebf4da0b1c04c5efb11d985ce22daf9014a29a62ae'],
};

describe('the shipped logs are the archive text, byte for byte (Brotli recompression, issue 31)', () => {
  it('every bundled trace has a pinned hash', () => {
    expect(bundledTraces.map((t) => t.name).sort()).toEqual(Object.keys(TEXT_SHA256).sort());
  });

  it.each(bundledTraces.map((t) => [t.name] as const))('%s: the decompressed .br text has the pinned size and SHA-256', (name) => {
    const { path, trace } = bundledTracePath(name);
    expect(trace.file).toMatch(/\.swf\.br$/);
    const text = brotliDecompressSync(readFileSync(path));
    const [bytes, sha] = TEXT_SHA256[name]!;
    expect(text.length).toBe(bytes);
    expect(createHash('sha256').update(text).digest('hex')).toBe(sha);
  });
});
