// Helpers of `npm run check:batsim`'s `sleep` row (issue 38: two sleep states under the real Batsim, with
// scripts/batsimSleepPolicy.mjs on scripts/batsimTwoSleepStates.xml): its generated workload, and the comparison of
// Batsim's _pstate_changes.csv with ours (`batsimPstateChangesCsv(result, { sleepPstates: [13, 16] })`).
import { readFileSync } from 'node:fs';

/**
 * The sleep row's workload: 24 parallel_homogeneous jobs (1 to 40 s at pstate 0's 1e8 flop/s, no communication) of 1
 * to 8 hosts on 8 hosts, in bursts of three 400 s apart (within 30 s of the burst's start): between bursts the idle
 * hosts sleep, and a burst's wide jobs wake them.
 */
export function sleepWorkload() {
  let x = 38;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const jobs = [];
  const profiles = {};
  for (let i = 0; i < 24; i++) {
    profiles[`p${i}`] = { type: 'parallel_homogeneous', cpu: (1 + Math.floor(next() * 40)) * 1e8, com: 0 };
    jobs.push({ id: i, subtime: Math.floor(i / 3) * 400 + Math.round(next() * 30_000) / 1000, walltime: 100, res: 1 + Math.floor(next() * 8), profile: `p${i}` });
  }
  jobs.sort((a, b) => a.subtime - b.subtime || a.id - b.id);
  return { description: 'check:batsim sleep row: generated parallel_homogeneous jobs in bursts', nb_res: 8, jobs, profiles };
}

/** An interval set (`0-3 7`) as its members. */
function members(set) {
  return set.split(' ').flatMap((part) => {
    const [a, b = a] = part.split('-').map(Number);
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  });
}

/** Two times of pstate_changes.csv equal at Batsim's precision there: it prints six significant digits (1007.61). */
const same = (a, b) => Math.abs(a - b) <= 5e-6 * Math.max(Math.abs(a), Math.abs(b)) + 1e-9;

/**
 * A pstate_changes.csv as each machine's [time, pstate] sequence up to `until`, normalized: a pstate left at the
 * very time it was entered (Batsim's zero-length rows: a host woken as its switch-off ends, or switched off as its
 * switch-on ends) is dropped.
 */
function perMachine(text, until = Infinity) {
  const seqs = new Map();
  for (const line of text.trim().split('\n').slice(1)) {
    const [t, set, p] = line.split(',');
    if (Number(t) > until && !same(Number(t), until)) continue;
    for (const m of members(set)) {
      const seq = seqs.get(m) ?? [];
      const last = seq.at(-1);
      if (last !== undefined && same(last[0], Number(t)) && seq.length > 1) seq.pop();
      seq.push([Number(t), Number(p)]);
      seqs.set(m, seq);
    }
  }
  return seqs;
}

/**
 * Batsim's _pstate_changes.csv (file) against ours (text), up to `end` (our run's last completion: our trace ends
 * there, Batsim's goes on while hosts switch off after it): machines whose sequences of pstates agree, the largest
 * time difference (the first row aside: Batsim's is at 0 s, ours at the first submission), the changes compared.
 */
export function comparePstateChanges(file, own, end) {
  const mine = perMachine(own, end);
  const theirs = perMachine(readFileSync(file, 'utf8'), end);
  let same = 0;
  let changes = 0;
  let worst = 0;
  const differ = [];
  for (const [m, seq] of mine) {
    const other = theirs.get(m) ?? [];
    changes += seq.length;
    const ok = other.length === seq.length && seq.every(([t, p], i) => other[i][1] === p);
    if (ok) {
      same++;
      for (let i = 1; i < seq.length; i++) worst = Math.max(worst, Math.abs(seq[i][0] - other[i][0]));
    } else differ.push(m);
  }
  return { pstateChanges: `${same}/${mine.size} machines, ${changes} changes`, pstateMaxTimeDiff: worst, ...(differ.length === 0 ? {} : { pstateDiffer: differ }) };
}
