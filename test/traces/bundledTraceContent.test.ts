import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundledTracePath, bundledTraces } from '../../src/traces/index';

/**
 * SHA-256 of the decompressed text of each shipped log, computed from the gzip copies the package
 * shipped before the Brotli recompression (issue 31; `gunzip -c FILE.swf.gz | sha256sum` on the
 * files of commit 4fa733e). The `.br` files must hold exactly that text.
 */
const TEXT_SHA256: Readonly<Record<string, readonly [bytes: number, sha256: string]>> = {
  'KTH-SP2': [2_620_495, 'fba36494c4e4257f72182e8b629ebb0bcb054b3b82851ef957445bd627adcc87'],
  'LLNL-Thunder': [11_267_879, 'aad5a3120a6adf0342d46fb4830e022121cdfbd3de9ecdd9cf10145b8864b6a5'],
  'METACENTRUM-2009': [9_603_349, 'ea27bbff7260e450f06ffce0fa0401b591e878a16afa1d289d9d14d28a20e4da'],
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
