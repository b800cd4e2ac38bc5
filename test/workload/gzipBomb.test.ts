import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/index';
import { readSwf } from '../../src/workload/index';

describe('a compressed trace is bounded as it inflates (issue 32, class 3)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'schedlab-bomb-'));

  it('40 MiB of newlines in 40 kB (ratio ~1000) is refused as a compression bomb, naming the file', async () => {
    const bomb = join(dir, 'bomb.swf.gz');
    writeFileSync(bomb, gzipSync(Buffer.alloc(40 * 1024 * 1024, '\n'), { level: 9 }));
    const e = await readSwf(bomb).then(() => undefined, (x: unknown) => x);
    expect(e).toBeInstanceOf(InvalidInputError);
    expect((e as Error).message).toMatch(/^readSwf: ".*bomb\.swf\.gz" inflates more than 100 times \(\d+ bytes from \d+\): a compression bomb/);
  });

  it('a small file that compresses more than 100 times is read (the ratio counts past 16 MiB of text)', async () => {
    const small = join(dir, 'small.swf.gz');
    const lines = Array.from({ length: 1000 }, (_, i) => `${i + 1} ${i} 10 100 4 -1 -1 4 100 -1 1 1 1 -1 -1 -1 -1 -1\n`).join('');
    writeFileSync(small, gzipSync(Buffer.from(lines)));
    expect((await readSwf(small)).jobs).toHaveLength(1000);
  });

  it('a Brotli bomb (.br): 40 MiB of newlines in a few bytes is refused the same way, naming the file', async () => {
    const bomb = join(dir, 'bomb.swf.br');
    const packed = brotliCompressSync(Buffer.alloc(40 * 1024 * 1024, '\n'));
    expect(packed.length).toBeLessThan(1024); // Brotli packs it far tighter than gzip's ~40 kB
    writeFileSync(bomb, packed);
    const e = await readSwf(bomb).then(() => undefined, (x: unknown) => x);
    expect(e).toBeInstanceOf(InvalidInputError);
    expect((e as Error).message).toMatch(/^readSwf: ".*bomb\.swf\.br" inflates more than 100 times \(\d+ bytes from \d+\): a compression bomb/);
  });

  it('a small .br file that compresses more than 100 times is read; a .br that is not Brotli is a clear error', async () => {
    const lines = Array.from({ length: 1000 }, (_, i) => `${i + 1} ${i} 10 100 4 -1 -1 4 100 -1 1 1 1 -1 -1 -1 -1 -1\n`).join('');
    const small = join(dir, 'small.swf.br');
    writeFileSync(small, brotliCompressSync(Buffer.from(lines)));
    expect((await readSwf(small)).jobs).toHaveLength(1000);
    const fake = join(dir, 'fake.swf.br');
    writeFileSync(fake, lines);
    await expect(readSwf(fake)).rejects.toThrow(/^readSwf: cannot read ".*fake\.swf\.br": /);
  });

  it('the shipped logs, which compress 10-15 times with Brotli, read as before', async () => {
    const r = await readSwf(new URL('../../data/traces/LLNL-Thunder-2007-1.1-cln.first20k.swf.br', import.meta.url).pathname);
    expect(r.jobs.length).toBe(18_636);
  });
});
