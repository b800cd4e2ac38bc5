import * as errors from '../../../src/errors/index';
import * as random from '../../../src/random/index';
import * as engine from '../../../src/engine/index';
import * as power from '../../../src/power/index';
import * as workload from '../../../src/workload/index';
import * as policies from '../../../src/policies/index';
import * as optimizers from '../../../src/optimizers/index';
import * as statistics from '../../../src/statistics/index';
import * as experiments from '../../../src/experiments/index';
import * as plot from '../../../src/plot/index';
import * as distributed from '../../../src/distributed/index';
import * as traces from '../../../src/traces/index';
import * as batsim from '../../../src/batsim/index';

/**
 * The public functions of every subpath, for the generated argument tests of issue 32 (class 9):
 * taken from the module namespaces, so a new export is covered without editing the tests; a new
 * subpath must be added to MODULES (test/errors/nullArguments.test.ts fails until it is).
 */
export const MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  errors,
  random,
  engine,
  power,
  workload,
  policies,
  optimizers,
  statistics,
  experiments,
  plot,
  distributed,
  traces,
  batsim,
};

/**
 * Functions for which `null` or `undefined` is legitimately not an error in any position, with
 * the reason. Keep this list short and say why for each name.
 */
export const ACCEPTS_NULL: Readonly<Record<string, string>> = {
  'errors.isSchedlabError': 'a predicate: any value, null included, gets an answer (false)',
  // Decision builders: the engine checks every decision a policy returns and refuses a bad job or
  // server with a SimulationError naming the time and the job (test/engine/protocol.test.ts).
  'engine.startJob': 'a decision builder; the engine validates the decision',
  'engine.reconfigureJob': 'a decision builder; the engine validates the decision',
  'engine.powerOff': 'a decision builder; the engine validates the decision',
  'engine.switchOff': 'a decision builder; the engine validates the decision',
  'engine.switchOn': 'a decision builder; the engine validates the decision',
  'engine.callMeLater': 'a decision builder; the engine validates the decision',
  'engine.setPstate': 'a decision builder; the engine validates the decision',
  'engine.preemptJob': 'a decision builder; the engine validates the decision',
  // Pure formulas on numbers in the engine's and the rule base's inner loops (per job start, per
  // rule firing): arithmetic cannot raise a TypeError, and their callers pass validated numbers
  // (jobs and platforms are validated on entry, docs/errors.md).
  'engine.jobSlowdown': 'a numeric formula (Chhabra 2019 eq. 1-2) in the engine inner loop',
  'engine.paperReconfigurationCost': 'a numeric formula (Dupont 2020) called by the engine with validated sizes',
  'engine.blockReconfigurationCost': 'a numeric formula called by the engine with validated sizes',
  'policies.gaussianMembership': 'a numeric formula (Franke 2007 sec. 4.2) in the rule base inner loop',
};

export type AnyFunction = (...a: unknown[]) => unknown;

/** Error classes are constructors (called with `new`; any message is accepted), not functions. */
export function isClass(f: unknown): boolean {
  return typeof f === 'function' && /^class\b/.test(Function.prototype.toString.call(f));
}

/**
 * The names of the parameters in a function's source, defaulted ones included (`fn.length` stops
 * at the first default): `(path, options = {})` -> `['path', 'options']`. Works for functions,
 * methods and arrow functions; a destructured parameter is named `?`.
 */
export function parameterNames(f: AnyFunction): string[] {
  const source = Function.prototype.toString.call(f);
  const arrow = /^(?:async\s+)?([\w$]+)\s*=>/.exec(source);
  if (arrow) return [arrow[1]!];
  const open = source.indexOf('(');
  if (open < 0) return [];
  const names: string[] = [];
  let depth = 0;
  let current = '';
  let quote = '';
  for (let i = open + 1; i < source.length; i++) {
    const c = source[i]!;
    if (quote !== '') {
      if (c === quote && source[i - 1] !== '\\') quote = '';
      current += c;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    if (depth === 0 && (c === ',' || c === ')')) {
      const name = /^\s*(?:\.\.\.)?([\w$]+)/.exec(current)?.[1] ?? '?';
      if (current.trim() !== '') names.push(name);
      current = '';
      if (c === ')') break;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    if (c === ')' || c === ']' || c === '}') depth--;
    current += c;
  }
  return names;
}

/** What a call did: returned (a returned Promise is awaited), or threw (or rejected) `error`. */
export async function outcome(call: () => unknown): Promise<{ returned: true } | { returned: false; error: unknown }> {
  try {
    const r = call();
    if (r !== null && typeof r === 'object' && typeof (r as { then?: unknown }).then === 'function') await r;
    return { returned: true };
  } catch (error) {
    return { returned: false, error };
  }
}

/** Every exported function (not class) of every subpath, as `module.name`. */
export const PUBLIC_FUNCTIONS: ReadonlyArray<{ readonly id: string; readonly name: string; readonly f: AnyFunction }> = Object.entries(MODULES).flatMap(([module, ns]) =>
  Object.entries(ns)
    .filter(([, f]) => typeof f === 'function' && !isClass(f))
    .map(([name, f]) => ({ id: `${module}.${name}`, name, f: f as AnyFunction })),
);
