/**
 * Where the Redis server is: a URL (`redis://[user:password@]host:port[/db]`, or `rediss://...`
 * for TLS) or an options object passed through to the Redis client (ioredis), e.g. to give a
 * password without putting it on a command line, or TLS certificates.
 *
 * @example
 * ```ts
 * import type { RedisConnection } from 'schedlab/distributed';
 * const local: RedisConnection = 'redis://127.0.0.1:6379';
 * const secured: RedisConnection = {
 *   host: 'redis.lab.example', port: 6380, username: 'schedlab', password: process.env.REDIS_PASSWORD ?? '',
 *   tls: { ca: '-----BEGIN CERTIFICATE-----...' },
 * };
 * ```
 */
export type RedisConnection = string | RedisConnectionOptions;

/**
 * The Redis client options schedlab passes through (a subset of ioredis' `RedisOptions`).
 *
 * @example
 * ```ts
 * import type { RedisConnectionOptions } from 'schedlab/distributed';
 * const options: RedisConnectionOptions = { host: '10.0.0.5', port: 6379, password: 'secret', db: 2 };
 * ```
 */
export interface RedisConnectionOptions {
  /** Host name or address. @defaultValue `'127.0.0.1'` */
  readonly host?: string;
  /** TCP port. @defaultValue 6379 */
  readonly port?: number;
  /** ACL user name (Redis 6+ AUTH). @defaultValue none */
  readonly username?: string;
  /** Password (Redis AUTH). @defaultValue none */
  readonly password?: string;
  /** Database number. @defaultValue 0 */
  readonly db?: number;
  /** Node `tls.connect` options; present (even `{}`) means TLS. @defaultValue plain TCP */
  readonly tls?: Readonly<Record<string, unknown>>;
}
