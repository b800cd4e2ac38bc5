import { main } from '../../src/cli/main';

/** Runs the CLI in-process and captures its output. */
export async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (t) => (out += t), err: (t) => (err += t), tty: false });
  return { code, out, err };
}
