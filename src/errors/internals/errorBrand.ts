/**
 * Registry symbol branding every schedlab error. `Symbol.for` returns the same symbol in the ESM
 * and the CommonJS build, so an error thrown by one build is recognised by the other (the
 * dual-package hazard: each build has its own copy of the classes).
 */
export const errorBrand: unique symbol = Symbol.for('schedlab.error') as never;

/** Names of the error classes from `ctor` up to (excluding) `Error`, most derived first. */
export function classNames(ctor: Function): readonly string[] {
  const names: string[] = [];
  for (let c: unknown = ctor; typeof c === 'function' && c !== Error; c = Object.getPrototypeOf(c)) {
    names.push((c as Function).name);
  }
  return names;
}
