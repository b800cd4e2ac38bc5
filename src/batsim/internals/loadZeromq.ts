import { MissingDependencyError } from '../../errors/MissingDependencyError';
import { isModuleNotFound } from '../../errors/internals/isModuleNotFound';

/**
 * The part of a zeromq (v6) `Reply` socket the adapter uses, typed here so that schedlab's
 * published types never mention the optional package.
 */
export interface ReplySocket {
  receiveTimeout: number;
  linger: number;
  readonly lastEndpoint: string | null;
  bind(address: string): Promise<void>;
  receive(): Promise<Buffer[]>;
  send(message: string): Promise<void>;
  close(): void;
}

/** What the adapter takes from the `zeromq` module. */
export interface Zeromq {
  readonly Reply: new () => ReplySocket;
}

let loading: Promise<Zeromq> | undefined;

/**
 * Loads `zeromq` on first use. It is an optional peer dependency of schedlab, so importing
 * `schedlab/batsim` never needs it; the first `batsimScheduler` call (and `schedlab batsim`) does.
 * When it is not installed this rejects with a {@link MissingDependencyError} naming the package
 * and the install command (and the next call tries again), as `loadBullmq` does for
 * `schedlab/distributed`.
 *
 * @param feature - what needs it, for the message (e.g. `'batsimScheduler'`)
 */
export function loadZeromq(feature: string): Promise<Zeromq> {
  loading ??= (import('zeromq') as Promise<unknown>).then(
    (m) => m as Zeromq,
    (e: unknown) => {
      loading = undefined;
      throw isModuleNotFound(e, 'zeromq') ? new MissingDependencyError(`${feature} (schedlab/batsim)`, ['zeromq'], { cause: e }) : e;
    },
  );
  return loading;
}
