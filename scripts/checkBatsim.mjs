#!/usr/bin/env node
// `npm run check:batsim`: schedlab's Batsim adapter judged by the real Batsim 4 (a developer's check, never CI).
//
// Runs every bundled policy (fcfs, easy, conservative, greedy = Dupont 2020's FIFO-Poff) under the real Batsim on
// Batsim's own example workloads, and compares Batsim's _jobs.csv with schedlab's own simulation of the same
// workload (`simulateBatsimWorkload`): starting times, rejections and (greedy under -E) consumed energy.
//
// Where Batsim is: --batsim DIR or SCHEDLAB_BATSIM_DIR, a directory with platforms/ and workloads/ (Batsim's example
// files) and the `batsim` executable; BATSIM=/path/to/batsim overrides the executable (else DIR/batsim, else `batsim`
// on PATH). Skipped with one line when none is there, and always under CI. Runs dist/ (--build builds it first).
// Flags: --only SUBSTRING (workload names), --policies fcfs,easy,... , --platforms NAME,... , --json FILE (the rows),
// --keep DIR (outputs). Policies batsched:VARIANT (batsched:fcfs_fast, batsched:easy_bf, batsched:conservative_bf,
// batsched:energy_bf) run Batsim's reference scheduler batsched instead (BATSCHED=/path/to/batsched, else DIR/batsched)
// and compare it with our fcfs, easy, conservative and energy-bf. --own-walltime-padding S adds S seconds to every walltime of our own simulation (as
// batsched's -d delay does to the walltimes it plans with). Row `dvfs` (scripts/batsimDvfsPolicy.mjs: jobs start at p-state
// 6, back to 0 two seconds later) runs on the workloads whose profiles are all parallel_homogeneous (Batsim's delay jobs
// do not slow down) and on a generated one, against our simulation with the platform file's pstates (speed and
// wattage_per_state): starts, ends and energy. Row `sleep` (scripts/batsimSleepPolicy.mjs, issue 38: hosts switched off to
// sleep states 0 and 1) runs on scripts/batsimTwoSleepStates.xml only, on a generated workload, with `--platform` (the
// power model and sleep pstates read from the file): starts, ends, energy and _pstate_changes.csv against ours.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const say = (line) => process.stdout.write(`${line}\n`);

if (process.env.CI) {
  say('check:batsim: skipped (CI: the real Batsim is a developer tool, never a dependency of the tests)');
  process.exit(0);
}
const dir = flag('batsim') ?? process.env.SCHEDLAB_BATSIM_DIR;
const onPath = spawnSync('sh', ['-c', 'command -v batsim'], { encoding: 'utf8' }).stdout.trim();
const exe = process.env.BATSIM ?? (dir !== undefined && existsSync(join(dir, 'batsim')) ? join(dir, 'batsim') : onPath || undefined);
if (dir === undefined || exe === undefined || !existsSync(join(dir, 'workloads'))) {
  say('check:batsim: skipped (no Batsim: give --batsim DIR or SCHEDLAB_BATSIM_DIR, a directory with platforms/, workloads/ and batsim, e.g. the team shelf\'s batsim/)');
  process.exit(0);
}
const version = spawnSync(exe, ['--version'], { encoding: 'utf8' });
if (version.status !== 0) {
  say(`check:batsim: ${exe} --version failed: ${(version.stderr || version.stdout).trim().split('\n')[0]} (set BATSIM to a working executable)`);
  process.exit(1);
}
// --build (what npm run check:batsim passes): build dist/ first, only once Batsim is known to be there
if (args.includes('--build') && spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) {
  say('check:batsim: npm run build failed');
  process.exit(1);
}
const cli = join(root, 'dist', 'cli', 'main.js');
if (!existsSync(cli)) {
  say('check:batsim: dist/ is missing: run npm run build first');
  process.exit(1);
}
const { simulateBatsimWorkload, policyByName, shutdownBySpec } = await import(join(root, 'dist', 'experiments', 'index.js'));
const { createSimulation, homogeneousPlatform } = await import(join(root, 'dist', 'engine', 'index.js'));
const { PAPER_POWER_MODEL } = await import(join(root, 'dist', 'power', 'index.js'));
const { batsimPlatformPower } = await import(join(root, 'dist', 'batsim', 'index.js'));
const DVFS = join(root, 'scripts', 'batsimDvfsPolicy.mjs');
const SLEEP = join(root, 'scripts', 'batsimSleepPolicy.mjs');
const { readBatsimWorkload, batsimPstateChangesCsv } = await import(join(root, 'dist', 'workload', 'index.js'));
const { sleepWorkload, comparePstateChanges } = await import(join(root, 'scripts', 'batsimSleepCheck.mjs'));

/** Platforms: the network-free one at the workload's size, and two with a network (Batsim's examples). */
/** The platform's file: Batsim's example (DIR/platforms/) or ours (`path`). */
const platformFile = (platform) => platform.path ?? join(dir, 'platforms', platform.file);
/** `hosts`: compute hosts; with --mmax-workload Batsim uses the workload's nb_res of them, as our simulation does. */
const PLATFORMS = [
  { file: 'energy_platform_homogeneous_no_net_128.xml', hosts: 128, hostSpeed: 1e8, energy: true },
  { file: 'small_platform.xml', hosts: 4, hostSpeed: undefined, energy: false },
  { file: 'cluster512.xml', hosts: 512, hostSpeed: 1e9, energy: false },
  // two sleep states (issue 38): the `sleep` row only, on its generated workload (scripts/batsimTwoSleepStates.xml says whence)
  { file: 'batsimTwoSleepStates.xml', path: join(root, 'scripts', 'batsimTwoSleepStates.xml'), hosts: 8, hostSpeed: 1e8, energy: true, sleep: true },
].filter((p) => flag('platforms') === undefined || flag('platforms').split(',').some((name) => p.file.includes(name)));
const POLICIES = (flag('policies') ?? 'fcfs,easy,conservative,greedy,greedy-forwork,shutdown,energy-bf,dvfs,sleep,sleep-deepest').split(',');
/** The rows of the two-sleep-state platform: its own policy module, and EASY with an idle timeout into the deepest worthwhile state. */
const isSleepRow = (policy) => policy === 'sleep' || policy === 'sleep-deepest';
const SLEEP_DEEPEST = 'idle:60@deepest';
const OWN = {
  fcfs: 'fcfs',
  easy: 'easy',
  conservative: 'conservative',
  greedy: 'FIFO-Poff',
  'greedy-forwork': 'FIFO-Poff',
  'energy-bf': 'energy-bf',
  'batsched:fcfs_fast': 'fcfs',
  'batsched:easy_bf': 'easy',
  'batsched:conservative_bf': 'conservative',
  'batsched:energy_bf': 'energy-bf',
};
const batsched = process.env.BATSCHED ?? (existsSync(join(dir, 'batsched')) ? join(dir, 'batsched') : 'batsched');
/** schedlab batsim's arguments for a policy of the table (greedy-forwork: --wake-up for-work). */
/** shutdown: withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 600 })) (switchOff, switchOn, callMeLater). */
const POLICY_ARGS = { 'greedy-forwork': ['--policy', 'greedy', '--wake-up', 'for-work'], shutdown: ['--policy', 'easy', '--shutdown', 'idle:600'], dvfs: ['--policy', DVFS], sleep: ['--policy', SLEEP, '--platform', join(root, 'scripts', 'batsimTwoSleepStates.xml')], 'sleep-deepest': ['--policy', 'easy', '--shutdown', SLEEP_DEEPEST, '--platform', join(root, 'scripts', 'batsimTwoSleepStates.xml')] };
/** Our own simulation's policy for a row (a name of policyByName, or a Policy). */
const ownPolicy = (policy) => (policy === 'shutdown' ? shutdownBySpec(policyByName('easy'), 'idle:600') : OWN[policy]);
/** Policies that switch hosts off: run on the energy platform only, with -E, energies compared. */
const isGreedy = (policy) => policy.startsWith('greedy') || ['shutdown', 'energy-bf', 'dvfs', 'sleep', 'sleep-deepest', 'batsched:energy_bf'].includes(policy);
/** Whether every profile of a workload is parallel_homogeneous (the dvfs row: only such jobs slow down in Batsim). */
const computesOnly = (file) => Object.values(JSON.parse(readFileSync(file, 'utf8')).profiles).every((p) => p.type === 'parallel_homogeneous');

/**
 * The power model of a platform file's hosts with `sleep_pstates`, in Batsim's semantics: `batsimPlatformPower` (issue
 * 38; computing pstates with their `speed` relative to pstate 0 and `idle:one-core:all-cores` watts, one sleep state per
 * `sleep:off:on` triple, the transitions 1 flop at the virtual pstates' speed).
 */
function platformPower(file) {
  return batsimPlatformPower(readFileSync(file, 'utf8')).power;
}

/** The dvfs row's generated workload: 30 parallel_homogeneous jobs (1 to 20 s at pstate 0, no communication) on 8 hosts. */
function dvfsWorkload() {
  let x = 40;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const jobs = [];
  const profiles = {};
  for (let i = 0; i < 30; i++) {
    profiles[`p${i}`] = { type: 'parallel_homogeneous', cpu: (1 + Math.floor(next() * 20)) * 1e8, com: 0 };
    jobs.push({ id: i, subtime: Math.round((i * 3 + next() * 3) * 1000) / 1000, walltime: 100, res: 1 + Math.floor(next() * 8), profile: `p${i}` });
  }
  return { description: 'check:batsim dvfs row: generated parallel_homogeneous jobs', nb_res: 8, jobs, profiles };
}
const only = flag('only');
const keep = flag('keep');
const workloads = readdirSync(join(dir, 'workloads')).filter((f) => f.endsWith('.json') && (only === undefined || f.includes(only))).sort();

function freePort() {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

/** Runs a child to its end (or kills it after `ms`); resolves { code, out }. */
function run(cmd, argv, ms, onOut) {
  return new Promise((res) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const take = (b) => {
      out += String(b);
      onOut?.(out);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const timer = setTimeout(() => child.kill('SIGTERM'), ms);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      res({ code: code ?? signal, out });
    });
  });
}

/** Batsim's _jobs.csv: job id (without the workload) -> { start, state }. */
function batsimJobs(file) {
  const [head, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  const col = Object.fromEntries(head.split(',').map((c, i) => [c, i]));
  return new Map(lines.map((l) => l.split(',')).map((c) => [c[col.job_id], { start: c[col.starting_time] === '' ? NaN : Number(c[col.starting_time]), end: c[col.finish_time] === '' ? NaN : Number(c[col.finish_time]), state: c[col.final_state] }]));
}

/**
 * batsched's variant options: energy_bf needs the platform's powers, pstates and switching costs (its
 * src/algo/energy_bf.cpp reads them from --variant_options), here from the platform file as for the dvfs row.
 */
function batschedOptions(variant, platform) {
  if (variant !== 'energy_bf') return [];
  const pm = platformPower(platformFile(platform));
  const sleep = Number(/<prop id="sleep_pstates" value="(\d+)/.exec(readFileSync(platformFile(platform), 'utf8'))[1]);
  const options = {
    power_compute: pm.computing,
    power_idle: pm.idle,
    power_sleep: pm.off,
    pstate_compute: 0,
    pstate_sleep: sleep,
    time_switch_on: pm.switchOnDuration,
    time_switch_off: pm.switchOffDuration,
    energy_switch_on: pm.switchingOn * pm.switchOnDuration,
    energy_switch_off: pm.switchingOff * pm.switchOffDuration,
  };
  return ['--variant_options', JSON.stringify(options)];
}

/**
 * The REQUESTED_CALLs of an exchange log and how late each came after the CALL_ME_LATER it answers (the session's
 * rule: the call asked for the same time at Batsim's precision, else the earliest pending): { calls, late (beyond
 * that precision), lateness (the largest beyond it, s) }. Measures the session's 1e-4 s tolerance for late calls.
 */
function callLateness(log) {
  const pending = [];
  const r = { calls: 0, late: 0, lateness: 0 };
  const same = (a, b) => Math.abs(a - b) <= 1e-6 + 4 * Number.EPSILON * Math.max(Math.abs(a), Math.abs(b));
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    if (!line.startsWith('<- {') && !line.startsWith('-> {')) continue;
    for (const e of JSON.parse(line.slice(3)).events) {
      if (line.startsWith('->') && e.type === 'CALL_ME_LATER') pending.push(e.data.timestamp);
      if (line.startsWith('<-') && e.type === 'REQUESTED_CALL' && pending.length > 0) {
        r.calls++;
        let k = pending.findIndex((t) => same(t, e.timestamp));
        if (k < 0) k = pending.indexOf(Math.min(...pending));
        if (!same(pending[k], e.timestamp)) {
          r.late++;
          r.lateness = Math.max(r.lateness, e.timestamp - pending[k]);
        }
        pending.splice(k, 1);
      }
    }
  }
  return r;
}

/** Our simulation of the dvfs row: the platform file's power model (pstates), the same policy module. */
async function ownDvfs(platform, file, speed) {
  const { dvfsFcfs } = await import(DVFS);
  const { resources, jobs } = readBatsimWorkload(file, speed);
  const power = platformPower(platformFile(platform));
  return { result: createSimulation({ platform: homogeneousPlatform({ servers: resources, power }), jobs }).run(dvfsFcfs()) };
}

/** Our simulation of the sleep row: the platform file's power model (two sleep states), the same policy module, traced (pstate_changes.csv). */
async function ownSleep(platform, file, speed, policy) {
  const { sleepFcfs } = await import(SLEEP);
  const { resources, jobs } = readBatsimWorkload(file, speed);
  const power = platformPower(platformFile(platform));
  const own = policy === 'sleep' ? sleepFcfs() : shutdownBySpec(policyByName('easy'), SLEEP_DEEPEST);
  return { result: createSimulation({ platform: homogeneousPlatform({ servers: resources, power }), jobs }).run(own, { trace: true }) };
}

async function once(platform, file, policy, out) {
  const workload = basename(file);
  mkdirSync(out, { recursive: true });
  const port = await freePort();
  const endpoint = `tcp://127.0.0.1:${port}`;
  const own = ['batsim', ...(POLICY_ARGS[policy] ?? ['--policy', policy]), '--socket', endpoint, '--log', join(out, 'exchange.log'), '--timeout', '120'];
  if (platform.hostSpeed !== undefined) own.push('--host-speed', String(platform.hostSpeed));
  if (policy === 'dvfs') {
    // the session's view needs the platform's p-states (setPstate(servers, 6) is checked against them); the sleep row reads them with --platform
    writeFileSync(join(out, 'power.json'), `${JSON.stringify(platformPower(platformFile(platform)))}\n`);
    own.push('--power', join(out, 'power.json'));
  }
  const t0 = performance.now();
  let listening;
  const ready = new Promise((r) => (listening = r));
  const variant = policy.startsWith('batsched:') ? policy.slice('batsched:'.length) : undefined;
  // batsched prints nothing when it listens: give it half a second
  const schedlab =
    variant === undefined
      ? run(process.execPath, [cli, ...own], 120_000, (text) => text.includes('listening') && listening())
      : (setTimeout(() => listening(), 500), run(batsched, ['-v', variant, '-s', endpoint, ...batschedOptions(variant, platform)], 120_000));
  await Promise.race([ready, schedlab]);
  const nbRes = JSON.parse(readFileSync(file, 'utf8')).nb_res;
  // a workload larger than the platform runs on all its hosts (our simulation keeps nb_res servers: its starts are not comparable)
  const fits = nbRes <= platform.hosts;
  const flags = [...(fits ? ['--mmax-workload'] : []), ...(isGreedy(policy) ? ['-E'] : [])];
  const batsim = await run(exe, ['-p', platformFile(platform), '-w', file, '-e', `${out}/`, '-s', endpoint, ...flags], 60_000);
  const s = await schedlab;
  const seconds = (performance.now() - t0) / 1000;
  const row = { platform: platform.file, workload, policy, batsimExit: batsim.code, schedlabExit: s.code, seconds: Number(seconds.toFixed(2)), ...(fits ? {} : { hosts: `${platform.hosts} < nb_res ${nbRes}` }) };
  if (batsim.code !== 0 || s.code !== 0) return { ...row, error: (s.out.trim().split('\n').at(-1) ?? '').slice(0, 160) };
  if (variant === undefined) Object.assign(row, { lateCalls: callLateness(join(out, 'exchange.log')) });
  const theirs = batsimJobs(join(out, '_jobs.csv'));
  row.jobs = theirs.size;
  row.rejected = [...theirs.values()].filter((j) => j.state === 'REJECTED').length;
  try {
    const pad = Number(flag('own-walltime-padding') ?? 0);
    let own = file;
    if (pad > 0) {
      const doc = JSON.parse(readFileSync(file, 'utf8'));
      for (const j of doc.jobs) if (typeof j.walltime === 'number' && j.walltime > 0) j.walltime += pad;
      own = join(out, `padded-${workload}`);
      writeFileSync(own, JSON.stringify(doc));
    }
    const speed = platform.hostSpeed === undefined ? {} : { hostSpeed: platform.hostSpeed };
    const sim = policy === 'dvfs' ? await ownDvfs(platform, own, speed) : isSleepRow(policy) ? await ownSleep(platform, own, speed, policy) : simulateBatsimWorkload(own, { policy: ownPolicy(policy), ...speed });
    let same = 0;
    let close = 0;
    let worst = 0;
    for (const r of sim.result.jobs) {
      const b = theirs.get(r.id);
      const d = b === undefined ? Infinity : Math.abs(b.start - r.start);
      if (d <= 1e-6) same++;
      if (d <= 0.01) close++;
      worst = Math.max(worst, d);
    }
    row.sameStart = `${same}/${sim.result.jobs.length}`;
    if (isSleepRow(policy)) Object.assign(row, comparePstateChanges(join(out, '_pstate_changes.csv'), batsimPstateChangesCsv(sim.result, { sleepPstates: [13, 16] }), Math.max(...sim.result.jobs.map((j) => j.end))));
    if (policy === 'dvfs' || isSleepRow(policy)) {
      // ends too: the re-timed jobs; relative to the job's length (SimGrid and the engine re-time in floating point)
      const diffs = sim.result.jobs.map((r) => Math.abs((theirs.get(r.id)?.end ?? Infinity) - r.end));
      row.sameEnd = `${diffs.filter((d) => d <= 1e-6).length}/${diffs.length}`;
      row.maxEndDiff = Math.max(...diffs);
    }
    row.within10ms = close;
    row.maxStartDiff = worst;
    if (isGreedy(policy)) {
      const schedule = readFileSync(join(out, '_schedule.csv'), 'utf8').trim().split('\n');
      const cols = schedule[0].split(',');
      row.batsimJoules = Number(schedule[1].split(',')[cols.indexOf('consumed_joules')]);
      row.ownJoules = sim.result.metrics.energy;
      // Batsim's delay profiles sleep: their hosts draw the idle power, so the same run with computing = idle
      const doc = JSON.parse(readFileSync(file, 'utf8'));
      if (Object.values(doc.profiles).every((p) => p.type === 'delay') && isGreedy(policy) && policy !== 'dvfs' && !isSleepRow(policy)) {
        const { resources, jobs } = readBatsimWorkload(file);
        const power = { ...PAPER_POWER_MODEL, computing: PAPER_POWER_MODEL.idle };
        row.ownJoulesDelayIdle = createSimulation({ platform: homogeneousPlatform({ servers: resources, power }), jobs }).run(policy === 'shutdown' ? ownPolicy(policy) : policyByName(OWN[policy])).metrics.energy;
      }
    }
  } catch (e) {
    row.own = `refused: ${String(e.message).slice(0, 120)}`;
  }
  return row;
}

say(`check:batsim: ${exe} (Batsim ${version.stdout.trim()}), ${workloads.length} workloads x ${POLICIES.join(', ')}`);
const rows = [];
const base = keep ?? mkdtempSync(join(tmpdir(), 'schedlab-check-batsim-'));
for (const platform of PLATFORMS) {
  const generated = POLICIES.includes('dvfs') && platform.energy && !platform.sleep && (only === undefined || 'generated_dvfs.json'.includes(only));
  if (generated) {
    mkdirSync(base, { recursive: true });
    writeFileSync(join(base, 'generated_dvfs.json'), `${JSON.stringify(dvfsWorkload(), null, 1)}\n`);
  }
  // the two-sleep-state platform runs the sleep row on its own generated workload, and nothing else
  const sleeps = platform.sleep === true && POLICIES.some(isSleepRow) && (only === undefined || 'generated_sleep.json'.includes(only));
  if (sleeps) {
    mkdirSync(base, { recursive: true });
    writeFileSync(join(base, 'generated_sleep.json'), `${JSON.stringify(sleepWorkload(), null, 1)}\n`);
  }
  const files = platform.sleep === true ? (sleeps ? [join(base, 'generated_sleep.json')] : []) : [...workloads.map((w) => join(dir, 'workloads', w)), ...(generated ? [join(base, 'generated_dvfs.json')] : [])];
  for (const file of files) {
    for (const policy of POLICIES) {
      if (isSleepRow(policy) !== (platform.sleep === true)) continue; // the sleep rows on their platform only
      if (isGreedy(policy) && !platform.energy) continue; // power states need an energy platform and -E
      const isGenerated = file === join(base, 'generated_dvfs.json');
      if (!isSleepRow(policy) && (policy === 'dvfs' ? !(isGenerated || computesOnly(file)) : isGenerated)) continue; // dvfs: computing jobs only
      const out = join(base, `${basename(platform.file, '.xml')}-${basename(file, '.json')}-${policy}`);
      const row = await once(platform, file, policy, out);
      rows.push(row);
      const pct = (j) => `${(((j - row.batsimJoules) / row.batsimJoules) * 100).toFixed(3)} %`;
      const energy =
        row.batsimJoules === undefined
          ? ''
          : ` energy Batsim ${row.batsimJoules.toFixed(1)} J, own ${row.ownJoules.toFixed(1)} J (${pct(row.ownJoules)})` +
            (row.ownJoulesDelayIdle === undefined ? '' : `, own with delay jobs at idle power ${row.ownJoulesDelayIdle.toFixed(1)} J (${pct(row.ownJoulesDelayIdle)})`);
      say(
        `${row.platform.padEnd(43)} ${row.workload.padEnd(40)} ${row.policy.padEnd(12)} exit ${row.batsimExit}/${row.schedlabExit}` +
          (row.error !== undefined ? ` FAILED: ${row.error}` : ` jobs ${row.jobs} rejected ${row.rejected} ${row.hosts === undefined ? '' : `[all ${row.hosts}] `}${row.own ?? `same start ${row.sameStart}, within 10 ms ${row.within10ms} (max diff ${row.maxStartDiff.toPrecision(3)} s)`}${row.sameEnd === undefined ? '' : `, same end ${row.sameEnd} (max diff ${row.maxEndDiff.toPrecision(3)} s)`}${row.pstateChanges === undefined ? '' : `, pstate changes same in ${row.pstateChanges} (max time diff ${row.pstateMaxTimeDiff.toPrecision(3)} s)${row.pstateDiffer === undefined ? '' : ` differ on ${row.pstateDiffer.join(' ')}`}`}${energy}`) +
          ` ${row.seconds} s`,
      );
    }
  }
}
if (keep === undefined) rmSync(base, { recursive: true, force: true });
const jsonFile = flag('json');
if (jsonFile !== undefined) writeFileSync(jsonFile, `${JSON.stringify(rows, null, 1)}\n`);
const failed = rows.filter((r) => r.error !== undefined).length;
const calls = rows.filter((r) => r.lateCalls !== undefined);
const late = calls.filter((r) => r.lateCalls.late > 0);
say(
  `check:batsim: REQUESTED_CALLs ${calls.reduce((n, r) => n + r.lateCalls.calls, 0)}, later than Batsim's precision ${late.reduce((n, r) => n + r.lateCalls.late, 0)}` +
    (late.length === 0 ? '' : ` (largest ${Math.max(...late.map((r) => r.lateCalls.lateness)).toExponential(2)} s; the session accepts up to 1e-4 s; in ${late.map((r) => `${basename(r.workload, '.json')}/${r.policy}`).join(', ')})`),
);
say(`check:batsim: ${rows.length - failed} of ${rows.length} runs reached SIMULATION_ENDS with both processes exiting 0`);
process.exit(failed === 0 ? 0 : 1);
