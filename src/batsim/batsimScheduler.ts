import type { Policy } from '../engine/Policy';
import { InvalidInputError } from '../errors/InvalidInputError';
import { SchedlabError } from '../errors/SchedlabError';
import { checkKnownKeys, optionKeys } from '../errors/internals/knownKeys';
import type { BatsimSessionOptions } from './BatsimSessionOptions';
import { batsimSession } from './batsimSession';
import type { BatsimSummary } from './BatsimSummary';
import { decodeBatsimMessage } from './decodeBatsimMessage';
import { loadZeromq } from './internals/loadZeromq';

/**
 * Options of {@link batsimScheduler}: the socket, and those of `batsimSession`.
 *
 * @example
 * ```ts
 * import type { BatsimSchedulerOptions } from 'schedlab/batsim';
 * const options: BatsimSchedulerOptions = { socket: 'tcp://127.0.0.1:28000', seed: 1, exchange: (dir, text) => console.error(dir, text) };
 * ```
 */
export interface BatsimSchedulerOptions extends BatsimSessionOptions {
  /**
   * The ZeroMQ endpoint to bind the REP socket to, where Batsim connects its REQ socket (Batsim's
   * `--socket-endpoint`, default `tcp://localhost:28000`). `tcp://127.0.0.1:*` binds a free port.
   * @defaultValue 'tcp://127.0.0.1:28000'
   */
  readonly socket?: string;
  /** Called with the bound endpoint (the actual port with `:*`) once the socket listens. @defaultValue none */
  readonly onListening?: (endpoint: string) => void;
  /** Called with every message received (`'<-'`) and sent (`'->'`), as text. @defaultValue none */
  readonly exchange?: (direction: '<-' | '->', text: string) => void;
  /**
   * Longest wait for Batsim's next message (ms): then the run fails with a `SchedlabError` instead
   * of waiting forever (a Batsim that crashed). @defaultValue no limit
   */
  readonly timeoutMs?: number;
}

const OPTION_KEYS = optionKeys<BatsimSchedulerOptions>({
  socket: true,
  onListening: true,
  exchange: true,
  timeoutMs: true,
  seed: true,
  power: true,
  pstates: true,
  decisionInterval: true,
  hostSpeed: true,
  wakeUp: true,
  wakeUpHorizon: true,
  log: true,
});

/** How long the closed socket still tries to deliver the failure reply (ms). */
const FAILURE_LINGER_MS = 2000;

/** Longest reason carried in the failure reply. */
const REASON = 300;

/**
 * The reply that ends Batsim's simulation after a fatal error of schedlab's: Batsim 4 has no event
 * for a decision process that gives up, so it gets a NOTIFY whose type is
 * `schedlab_failed: <the error>`. Batsim 4.2.1 refuses an unknown NOTIFY type with a CRITICAL line
 * quoting it (`Unknown NOTIFY type received ('schedlab_failed: ...')`) and aborts (exit 134), seen
 * with the real Batsim; it never waits on its socket for a scheduler that is gone. The `now` is the
 * received message's when it can be read, else 0.
 */
function failureReply(received: string, e: unknown): string {
  let now = 0;
  try {
    const t: unknown = (JSON.parse(received) as { now?: unknown }).now;
    if (typeof t === 'number' && Number.isFinite(t) && t >= 0) now = t;
  } catch {
    // not JSON: answer at 0
  }
  const reason = (e instanceof Error ? e.message : String(e)).slice(0, REASON);
  return JSON.stringify({ now, events: [{ timestamp: now, type: 'NOTIFY', data: { type: `schedlab_failed: ${reason}` } }] });
}

/**
 * Runs a schedlab policy as Batsim's external decision process (Batsim protocol 4, JSON over a
 * ZeroMQ request-reply pair, docs/protocol.rst): binds a REP socket, then for each message Batsim
 * sends decodes it (`decodeBatsimMessage`), applies it to a `batsimSession` (which calls the policy
 * through the engine's `clusterView`), and sends the session's reply, until SIMULATION_ENDS (answered
 * with an empty reply; then the socket is closed and the promise resolves). Loads the optional
 * `zeromq` package on first use.
 *
 * A malformed or out-of-order message rejects with one-line `InvalidInputError`
 * (`batsim: message 7: ...`), a decision the engine would refuse with a `SimulationError`; either
 * is first answered with a NOTIFY `schedlab_failed: <error>` that makes Batsim abort at once
 * (Batsim 4 refuses an unknown NOTIFY type), then the socket is closed. A timeout (`SchedlabError`)
 * has no request to answer.
 *
 * @param policy - any schedlab policy (`easyBackfilling()`, a `greedyPolicy`, your own)
 * @param options - socket, timeout, exchange hook and the session's options
 * @returns the session's counts when the simulation ended
 * @throws MissingDependencyError (rejected) when zeromq is not installed
 * @example
 * ```ts
 * import { batsimScheduler } from 'schedlab/batsim';
 * import { easyBackfilling } from 'schedlab/policies';
 * // then start: batsim -p platform.xml -w workload.json (it connects to tcp://localhost:28000)
 * const summary = await batsimScheduler(easyBackfilling(), { socket: 'tcp://127.0.0.1:28000' });
 * console.log(`${summary.started} jobs started, simulation ended at ${summary.now} s`);
 * ```
 */
export async function batsimScheduler(policy: Policy, options: BatsimSchedulerOptions = {}): Promise<BatsimSummary> {
  if (options === null || typeof options !== 'object') throw new InvalidInputError(`batsimScheduler: options must be an object, got ${String(options)}`);
  checkKnownKeys('batsimScheduler', options, OPTION_KEYS);
  const { socket: endpoint = 'tcp://127.0.0.1:28000', onListening, exchange, timeoutMs, ...sessionOptions } = options;
  if (typeof endpoint !== 'string' || !/^(tcp|ipc|inproc):\/\/./.test(endpoint)) {
    throw new InvalidInputError(`batsimScheduler: options.socket must be a ZeroMQ endpoint such as "tcp://127.0.0.1:28000", got ${JSON.stringify(endpoint) ?? String(endpoint)}`);
  }
  const port = /^tcp:\/\/.*:([^:\]]*)$/.exec(endpoint)?.[1];
  if (endpoint.startsWith('tcp://') && port !== '*' && !(port !== undefined && /^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)) {
    throw new InvalidInputError(`batsimScheduler: options.socket ${JSON.stringify(endpoint)}: the port must be an integer in 1..65535 or * (a free port), got ${JSON.stringify(port ?? '')}`);
  }
  if (timeoutMs !== undefined && !(Number.isSafeInteger(timeoutMs) && timeoutMs > 0)) {
    throw new InvalidInputError(`batsimScheduler: options.timeoutMs must be an integer > 0 (milliseconds), got ${String(timeoutMs)}`);
  }
  for (const [k, f] of [['onListening', onListening], ['exchange', exchange]] as const) {
    if (f !== undefined && typeof f !== 'function') throw new InvalidInputError(`batsimScheduler: options.${k} must be a function`);
  }
  const session = batsimSession(policy, sessionOptions);
  const zmq = await loadZeromq('batsimScheduler');
  const sock = new zmq.Reply();
  sock.linger = 0;
  if (timeoutMs !== undefined) sock.receiveTimeout = timeoutMs;
  try {
    try {
      await sock.bind(endpoint);
    } catch (e) {
      throw new SchedlabError(`batsim: cannot bind ${endpoint}: ${(e as Error).message}`, { cause: e });
    }
    onListening?.(sock.lastEndpoint ?? endpoint);
    while (!session.ended) {
      let frames: Buffer[];
      try {
        frames = await sock.receive();
      } catch (e) {
        if ((e as { code?: unknown }).code === 'EAGAIN') throw new SchedlabError(`batsim: no message from Batsim within ${timeoutMs} ms (after message ${session.summary.messages})`, { cause: e });
        throw e;
      }
      const text = Buffer.concat(frames).toString('utf8');
      exchange?.('<-', text);
      let reply: string;
      try {
        reply = JSON.stringify(session.handle(decodeBatsimMessage(text, `message ${session.summary.messages + 1}`)));
      } catch (e) {
        // Batsim waits for a reply: answer first, with one that ends its simulation, then fail
        const failed = failureReply(text, e);
        exchange?.('->', failed);
        sock.linger = FAILURE_LINGER_MS; // the close below must not drop it
        await sock.send(failed).catch(() => undefined);
        throw e;
      }
      exchange?.('->', reply);
      await sock.send(reply);
    }
    return session.summary;
  } finally {
    sock.close();
  }
}
