/**
 * The name of a shutdown rule of `shutdownFamily`: `'idle'` (idle timeout), `'breakEven'`,
 * `'keepIdle'` (keep-k-idle reserve) or `'energyBackfilling'`.
 *
 * @example
 * ```ts
 * import { easyBackfilling, shutdownFamily, type ShutdownRuleName } from 'schedlab/policies';
 * const rules: readonly ShutdownRuleName[] = ['idle', 'keepIdle'];
 * const families = rules.map((rule) => shutdownFamily(easyBackfilling(), rule));
 * ```
 */
export type ShutdownRuleName = 'idle' | 'breakEven' | 'keepIdle' | 'energyBackfilling';
