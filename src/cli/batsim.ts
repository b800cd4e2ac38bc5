import { renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { batsimScheduler } from '../batsim/batsimScheduler';
import type { BatsimSessionOptions } from '../batsim/BatsimSessionOptions';
import { POLICY_NAMES, policyByName } from '../experiments/policyByName';
import { shutdownBySpec } from '../experiments/shutdownBySpec';
import { powerFile } from './powerFile';
import { MAX_SEED } from '../random/createRng';
import type { CliIo } from './CliIo';
import { helpText, intFlag, parseFlags, positiveFlag, type FlagSpec } from './flags';
import { UsageError } from './UsageError';
import { batsimPlatformFlag } from './batsimPlatformFlag';

/** The policy type, through experiments (the CLI imports no engine module). */
type Policy = ReturnType<typeof policyByName>;

/**
 * `--policy greedy`: the greedy algorithm of Dupont et al. 2020 that powers idle servers off (its
 * FIFO-Poff setup: always off for 900 s once the queue is empty); on Batsim's rigid jobs its FIFO
 * step starts jobs in submission order.
 */
const GREEDY = 'FIFO-Poff';

const FLAGS: readonly FlagSpec[] = [
  { name: 'socket', type: 'string', value: 'ENDPOINT', help: "ZeroMQ endpoint to bind, where Batsim connects (Batsim's --socket-endpoint; default tcp://127.0.0.1:28000; tcp://127.0.0.1:* picks a free port)" },
  {
    name: 'policy',
    type: 'string',
    value: 'NAME|FILE',
    help: `easy, fcfs, conservative, greedy (Dupont 2020 FIFO-Poff: powers idle servers off), any of ${POLICY_NAMES.join(', ')}; or an ES module file (.js/.mjs) whose default export (or export "policy") is a Policy`,
  },
  { name: 'log', type: 'string', value: 'FILE', help: 'write the exchange (every message received "<-" and sent "->", and the rejections) to FILE when the run ends, also after an error or on SIGINT/SIGTERM (the file is written once at the start, so a bad path fails before any work)' },
  { name: 'seed', type: 'string', value: 'N', help: 'seed of the policy stream (default 0)' },
  { name: 'pstate-computing', type: 'string', value: 'N', help: 'pstate of a powered-on host in SET_RESOURCE_STATE (default 0)' },
  { name: 'pstate-sleeping', type: 'string', value: 'N[,N...]', help: "sleep pstate for powered-off hosts (default 13, the sleep state of Batsim's energy_platform*.xml hosts), or one per sleep state of the --power model (13,16: switchOff to sleep state k asks for the k-th)" },
  { name: 'decision-interval', type: 'string', value: 'S', help: 'call the policy only at multiples of S seconds (CALL_ME_LATER while jobs wait; default: at every message)' },
  { name: 'host-speed', type: 'string', value: 'FLOPS', help: 'host speed in flop/s, to know the run time of parallel_homogeneous jobs (default: their walltime)' },
  { name: 'wake-up', type: 'string', value: 'planned|for-work', help: 'power sleeping hosts on when the policy planned (default, as the engine) or only once a job waits (long idle gaps)' },
  { name: 'wake-up-horizon', type: 'string', value: 'S', help: 'with --wake-up planned: no planned wake-up more than S seconds after the last job submitted while none waits (default 86400; docs/batsim.md)' },
  { name: 'platform', type: 'string', value: 'FILE', help: "Batsim energy platform (SimGrid XML) to read the view's power model, the pstates and the host speed from (computing pstates, one sleep state per sleep_pstates triple; issue 38): instead of --power; --pstate-* flags given must agree with it" },
  { name: 'power', type: 'string', value: 'FILE', help: "JSON file of the servers' power model in the policy's view (powerModel's options: idle, computing, off, switchingOn, switchingOff, switchOnDuration, switchOffDuration, pstates [{ speed, idle, computing }]); needed for setPstate beyond p-state 0 (default: Dupont 2020 Table 1, one p-state)" },
  { name: 'timeout', type: 'string', value: 'S', help: 'fail when Batsim sends nothing for S seconds (default: wait forever)' },
  { name: 'shutdown', type: 'string', value: 'RULE', help: 'wrap the policy in withShutdown (switchOff/switchOn/callMeLater, as simulate --shutdown): idle:S[:RATE], breakeven[:F], keep:K[:S], each optionally @K (sleep state K) or @deepest; see docs/energy.md' },
];

/** Help text of `schedlab batsim`. */
export const BATSIM_HELP = helpText(
  'Usage: schedlab batsim --policy easy|fcfs|conservative|greedy|FILE [--socket tcp://127.0.0.1:28000] [--log FILE] [--seed N]\n' +
    '                       [--pstate-computing N] [--pstate-sleeping N[,N...]] [--decision-interval S] [--host-speed FLOPS] [--wake-up planned|for-work] [--wake-up-horizon S] [--power FILE | --platform FILE] [--timeout S]',
  "Runs a schedlab policy as Batsim's external decision process (protocol 4: JSON over ZeroMQ; needs the optional\n" +
    'package zeromq). Start it, then Batsim. It exits 0 after SIMULATION_ENDS, 2 with one line on a malformed or\n' +
    'out-of-order message. Rigid jobs only. See docs/batsim.md.',
  FLAGS,
);

async function policyFrom(arg: string): Promise<Policy> {
  const key = arg.toLowerCase();
  if (key === 'greedy') return policyByName(GREEDY);
  if (POLICY_NAMES.some((n) => n.toLowerCase() === key)) return policyByName(arg);
  if (!/\.(m?js|cjs|ts|mts)$/.test(arg)) throw new UsageError(`batsim: --policy "${arg}" is neither a policy name (easy, fcfs, conservative, greedy, ${POLICY_NAMES.join(', ')}) nor a module file (.js, .mjs)`);
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(resolve(arg)).href)) as Record<string, unknown>;
  } catch (e) {
    throw new UsageError(`batsim: --policy ${arg}: cannot load the module (${((e as Error).message ?? String(e)).split('\n')[0]!})`);
  }
  const p = (mod['default'] ?? mod['policy']) as Partial<Policy> | undefined;
  if (p === null || typeof p !== 'object' || typeof p.name !== 'string' || typeof p.decide !== 'function') {
    throw new UsageError(`batsim: --policy ${arg}: the module's default export (or export "policy") must be a Policy { name, decide(view, ctx) }`);
  }
  return p as Policy;
}

/** Writes the log in one step (a temporary file renamed), so a failure to write leaves no half file. */
function writeLog(path: string, lines: readonly string[]): void {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, lines.map((l) => `${l}\n`).join(''), 'utf8');
    renameSync(tmp, path);
  } catch (e) {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing to clean up
    }
    throw new UsageError(`batsim: --log ${path}: cannot write (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

/** `schedlab batsim`: serves Batsim until SIMULATION_ENDS. */
export async function batsim(argv: readonly string[], io: CliIo): Promise<number> {
  const f = parseFlags('batsim', argv, FLAGS);
  if (f['help'] === true) {
    io.out(BATSIM_HELP);
    return 0;
  }
  if (typeof f['policy'] !== 'string') throw new UsageError('batsim: --policy NAME|FILE is required (see schedlab batsim --help)');
  const seed = intFlag('batsim', 'seed', f['seed'], 0, MAX_SEED) ?? 0;
  const computing = intFlag('batsim', 'pstate-computing', f['pstate-computing'], 0, 1_000_000);
  // one sleep pstate per sleep state of the power model: --pstate-sleeping 13,16 (issue 38); one number: sleep state 0's
  const sleepingFlag = f['pstate-sleeping'];
  const sleepingList = typeof sleepingFlag === 'string' && sleepingFlag.includes(',') ? sleepingFlag.split(',').map((v) => intFlag('batsim', 'pstate-sleeping', v, 0, 1_000_000) as number) : undefined;
  const sleeping = sleepingList ?? intFlag('batsim', 'pstate-sleeping', sleepingFlag, 0, 1_000_000);
  const interval = positiveFlag('batsim', 'decision-interval', f['decision-interval']);
  const speed = positiveFlag('batsim', 'host-speed', f['host-speed'], Number.MAX_VALUE);
  const timeout = positiveFlag('batsim', 'timeout', f['timeout'], 86_400 * 365);
  const wake = f['wake-up'];
  if (wake !== undefined && wake !== 'planned' && wake !== 'for-work') throw new UsageError(`batsim: --wake-up must be planned or for-work, got ${JSON.stringify(wake)}`);
  const horizon = positiveFlag('batsim', 'wake-up-horizon', f['wake-up-horizon'], 1e18);
  if (typeof f['platform'] === 'string' && typeof f['power'] === 'string') throw new UsageError('batsim: --platform FILE and --power FILE both give the power model: pass one');
  // --platform FILE: power model, pstates and host speed from the Batsim platform (issue 38), checked against the flags
  const fromPlatform = typeof f['platform'] === 'string' ? batsimPlatformFlag(f['platform'], { computing, sleeping, hostSpeed: speed }) : undefined;
  const power = typeof f['power'] === 'string' ? (powerFile('batsim', f['power']) as unknown as BatsimSessionOptions['power']) : undefined;
  const logFile = typeof f['log'] === 'string' ? f['log'] : undefined;
  const lines: string[] = [];
  // the log is checked before any work (written once now; a bad path fails here, not after the run)
  if (logFile !== undefined) writeLog(logFile, ['# schedlab batsim: run started; the exchange is written here when it ends']);
  const base = await policyFrom(f['policy']);
  const policy = typeof f['shutdown'] === 'string' ? shutdownBySpec(base, f['shutdown']) : base;
  let failed = true;
  // a Batsim that went silent is stopped with SIGINT or SIGTERM: write the log first, then exit 130 or 143
  const stop = (signal: NodeJS.Signals): void => {
    if (logFile !== undefined) {
      lines.push(`# stopped by ${signal}`);
      try {
        writeLog(logFile, lines);
      } catch (e) {
        io.err(`${(e as Error).message}\n`);
      }
    }
    io.err(`schedlab batsim: stopped by ${signal}${logFile === undefined ? '' : ` (log written to ${logFile})`}\n`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const summary = await batsimScheduler(policy, {
      ...(typeof f['socket'] === 'string' ? { socket: f['socket'] } : {}),
      seed,
      ...(computing === undefined && sleeping === undefined ? {} : { pstates: { ...(computing === undefined ? {} : { computing }), ...(sleeping === undefined ? {} : { sleeping }) } }),
      ...(interval === undefined ? {} : { decisionInterval: interval }),
      ...(speed === undefined ? {} : { hostSpeed: speed }),
      ...(wake === 'for-work' ? { wakeUp: 'forWork' as const } : {}),
      ...(horizon === undefined ? {} : { wakeUpHorizon: horizon }),
      ...(power === undefined ? {} : { power }),
      ...(timeout === undefined ? {} : { timeoutMs: Math.ceil(timeout * 1000) }),
      ...fromPlatform,
      onListening: (endpoint) => io.out(`schedlab batsim: listening on ${endpoint} (policy ${policy.name}, seed ${seed})\n`),
      log: (line) => {
        io.out(`schedlab batsim: ${line}\n`);
        lines.push(`# ${line}`);
      },
      ...(logFile === undefined ? {} : { exchange: (dir: '<-' | '->', text: string) => lines.push(`${dir} ${text}`) }),
    });
    failed = false;
    io.out(`simulation ended at ${summary.now} s: ${summary.submitted} jobs submitted, ${summary.started} started, ${summary.rejected} rejected, ${summary.completed} completed, ${summary.powerRequests} power-state requests, ${summary.messages} messages\n`);
    return 0;
  } finally {
    process.removeListener('SIGINT', stop);
    process.removeListener('SIGTERM', stop);
    if (logFile !== undefined) {
      if (failed) lines.push('# the run failed here (the error is on stderr)');
      writeLog(logFile, lines);
    }
  }
}
