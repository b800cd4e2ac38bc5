import { SchedlabError } from '../../errors/SchedlabError';

/** `p`, or a SchedlabError with `message` when it has not settled after `ms` milliseconds. */
export function withTimeout<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  if (!Number.isFinite(ms)) return p;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SchedlabError(message)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
