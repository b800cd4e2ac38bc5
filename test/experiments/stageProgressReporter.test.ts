import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/index';
import { stageProgressReporter, type ExperimentProgress } from '../../src/experiments/index';

const stage = (name: string, done: number, total: number, best?: number): ExperimentProgress => ({ stage: name, done, total, unit: 'job sets', ...(best === undefined ? {} : { best }) });

describe('stageProgressReporter (the CLI\'s progress display, from the library)', () => {
  it('not a terminal: one line per tenth of a stage, with units, best so far, elapsed and ETA; a new stage restarts the clock', () => {
    const out: string[] = [];
    let clock = 0;
    const onProgress = stageProgressReporter({ stream: { write: (s) => out.push(s) }, now: () => clock });
    for (let done = 1; done <= 20; done++) {
      clock = 1000 * done; // 1 s per job set, from t = 1 s
      onProgress(stage('evaluation', done, 20));
    }
    // deciles 0 (1/20), 1 (2/20), ..., 10 (20/20): one line each
    expect(out).toHaveLength(11);
    // at 2/20: 1 s since the stage began, 10% done: ETA 1 x 0.9 / 0.1 = 9 s
    expect(out[1]).toBe('evaluation: 2/20 job sets (10%), elapsed 1s, ETA 9s\n');
    expect(out[10]).toBe('evaluation: 20/20 job sets (100%), elapsed 19s, ETA 0s\n');
    clock = 500_000;
    onProgress(stage('training Swarm1', 0, 10, 12.5));
    clock = 500_000 + 150_000;
    onProgress(stage('training Swarm1', 5, 10, 9.25));
    expect(out.slice(11)).toEqual([
      'training Swarm1: 0/10 job sets (0%), best 12.5000, elapsed 0s, ETA ?\n',
      'training Swarm1: 5/10 job sets (50%), best 9.25000, elapsed 2m30s, ETA 2m30s\n',
    ]);
  });

  it('on a terminal: a bar redrawn in place, ended by a newline when the stage completes', () => {
    const out: string[] = [];
    let clock = 0;
    const onProgress = stageProgressReporter({ stream: { write: (s) => out.push(s), isTTY: true }, now: () => clock });
    onProgress(stage('evaluation', 0, 4));
    clock = 3000;
    onProgress(stage('evaluation', 1, 4));
    clock = 12_000;
    onProgress(stage('evaluation', 4, 4));
    onProgress(stage('one-shot', 2, 2)); // a stage complete at its first report: ETA 0s, not ?
    expect(out.slice(4)).toEqual([`\r${'one-shot'.padEnd(28)} [##############################] 100%  2/2 job sets, ETA 0s   `, '\n']);
    expect(out.slice(0, 4)).toEqual([
      `\r${'evaluation'.padEnd(28)} [..............................]   0%  0/4 job sets, ETA ?   `,
      `\r${'evaluation'.padEnd(28)} [########......................]  25%  1/4 job sets, ETA 9s   `,
      `\r${'evaluation'.padEnd(28)} [##############################] 100%  4/4 job sets, ETA 0s   `,
      '\n',
    ]);
  });

  it('refuses a stream without write and a clock that is not a function', () => {
    expect(() => stageProgressReporter({ stream: {} as never })).toThrow(InvalidInputError);
    expect(() => stageProgressReporter({ now: 5 as never })).toThrow(/options\.now/);
  });
});
