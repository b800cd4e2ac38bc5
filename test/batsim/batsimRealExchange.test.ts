import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { batsimSession, decodeBatsimMessage } from '../../src/batsim/index';
import { policyByName } from '../../src/experiments/index';

const here = join(import.meta.dirname, 'fixtures');

/** The `<-` and `->` lines of a recorded exchange, paired. */
function exchange(file: string): [string, string][] {
  const raw = readFileSync(join(here, file));
  const lines = (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8').trim().split('\n');
  const pairs: [string, string][] = [];
  for (let i = 0; i < lines.length; i += 2) {
    expect(lines[i]!.startsWith('<- ') && lines[i + 1]!.startsWith('-> '), `line ${i + 1}`).toBe(true);
    pairs.push([lines[i]!.slice(3), lines[i + 1]!.slice(3)]);
  }
  return pairs;
}

describe('messages of the real Batsim 4.2.1 (recorded), replayed: the same replies', () => {
  for (const [file, messages, powerRequests] of [
    ['energy_minimal_load0.greedy.exchange.log', 11, 3],
    ['hpc250.greedy.exchange.log.gz', 516, 37],
  ] as const) {
    it(`${file}: greedy (FIFO-Poff) under -E reaches SIMULATION_ENDS; callbacks echoed at six decimals match`, () => {
      const session = batsimSession(policyByName('FIFO-Poff'));
      const pairs = exchange(file);
      expect(pairs).toHaveLength(messages);
      for (const [k, [received, sent]] of pairs.entries()) {
        expect(JSON.stringify(session.handle(decodeBatsimMessage(received, `message ${k + 1}`))), `reply to message ${k + 1}`).toBe(sent);
      }
      expect(session.ended).toBe(true);
      expect(session.summary.powerRequests).toBe(powerRequests);
    });
  }

  it('the last power-off is not undone: after no_more_static_job_to_submit with nothing waiting, no wake-up is asked', () => {
    const pairs = exchange('energy_minimal_load0.greedy.exchange.log');
    // 920 s: the last job ends, the hosts go to sleep; 926.1 s: asleep, and the reply asks for nothing more
    expect(pairs.at(-3)![1]).toBe('{"now":920,"events":[{"timestamp":920,"type":"SET_RESOURCE_STATE","data":{"resources":"0-1","state":"13"}}]}');
    expect(pairs.at(-2)![1]).toBe('{"now":926.1,"events":[]}');
  });
});
