import { InvalidInputError } from '../../errors/InvalidInputError';
import type { RedisConnection } from '../RedisConnection';

/** ioredis options built from a {@link RedisConnection} (plain data, passed to BullMQ). */
export interface ClientOptions {
  host: string;
  port: number;
  username?: string;
  password?: string;
  db?: number;
  tls?: Record<string, unknown>;
  maxRetriesPerRequest: null;
  connectTimeout: number;
  retryStrategy: (times: number) => number;
}

/**
 * Reconnection back-off of the Redis client: 50 ms times the attempt number, at most 2 s
 * (a documented choice: a restarted Redis is back within a few seconds, and retrying more
 * often than every 2 s gains nothing).
 */
const retryStrategy = (times: number): number => Math.min(times * 50, 2000);

/** A percent-encoded part of a Redis URL, decoded; a malformed escape (`%zz`) is an InvalidInputError. */
function decoded(part: string, what: string, where: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new InvalidInputError(`${where}: the ${what} in the Redis URL has a malformed percent-encoding (write a literal % as %25)`);
  }
}

/** Parses `connection` (URL or options) into ioredis options; `where` names the option in errors. */
export function clientOptions(connection: RedisConnection, where: string, connectTimeoutMs: number): ClientOptions {
  const base = { maxRetriesPerRequest: null, connectTimeout: connectTimeoutMs, retryStrategy } as const;
  if (typeof connection === 'string') {
    let url: URL;
    try {
      url = new URL(connection);
    } catch {
      throw new InvalidInputError(`${where}: "${connection}" is not a URL; expected redis://[user:password@]host[:port][/db] or rediss://...`);
    }
    if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
      throw new InvalidInputError(`${where}: protocol "${url.protocol}" is not supported; expected redis: or rediss: (TLS)`);
    }
    const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : undefined;
    if (db !== undefined && !(Number.isInteger(db) && db >= 0)) {
      throw new InvalidInputError(`${where}: database "${url.pathname.slice(1)}" in ${connection} is not an integer >= 0`);
    }
    return {
      ...base,
      host: url.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
      port: url.port === '' ? 6379 : Number(url.port),
      ...(url.username === '' ? {} : { username: decoded(url.username, 'user name', where) }),
      ...(url.password === '' ? {} : { password: decoded(url.password, 'password', where) }),
      ...(db === undefined ? {} : { db }),
      ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    };
  }
  if (connection === null || typeof connection !== 'object') {
    throw new InvalidInputError(`${where}: expected a redis:// URL or an options object, got ${String(connection)}`);
  }
  const port = connection.port ?? 6379;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new InvalidInputError(`${where}.port: expected an integer in [1, 65535], got ${String(port)}`);
  return {
    ...base,
    host: connection.host ?? '127.0.0.1',
    port,
    ...(connection.username === undefined ? {} : { username: connection.username }),
    ...(connection.password === undefined ? {} : { password: connection.password }),
    ...(connection.db === undefined ? {} : { db: connection.db }),
    ...(connection.tls === undefined ? {} : { tls: { ...connection.tls } }),
  };
}

/** The connection without its password, for messages. */
export function describeConnection(o: ClientOptions): string {
  return `${o.tls === undefined ? 'redis' : 'rediss'}://${o.host}:${o.port}${o.db === undefined ? '' : `/${o.db}`}`;
}
