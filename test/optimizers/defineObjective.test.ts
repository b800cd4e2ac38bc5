import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { queueEvaluator } from '../../src/distributed/index';
import { InvalidInputError } from '../../src/errors/index';
import { defineObjective, workerEvaluator, type EvaluationContext, type WorkerObjective } from '../../src/optimizers/index';
import { nodeStripsTypes } from '../../src/optimizers/internals/checkWorkerModule';

const tsModule = join(import.meta.dirname, '..', '..', 'examples', 'objectives', 'rastrigin.ts');

describe('defineObjective and TypeScript objective modules', () => {
  it('returns its argument unchanged, typed (an objective or a factory)', () => {
    const objective = { evaluate: (x: Float64Array) => x[0]! };
    expect(defineObjective(objective)).toBe(objective);
    const factory = defineObjective((data: { readonly scale: number }) => ({ evaluate: (x, ctx) => data.scale * x[0]! + ctx.index }));
    expectTypeOf(factory).parameter(0).toEqualTypeOf<{ readonly scale: number }>();
    expectTypeOf(factory).returns.toEqualTypeOf<WorkerObjective>();
    const ctx: EvaluationContext = { iteration: 0, iterationSeed: 1, candidateSeed: 2, index: 3 };
    expect(factory({ scale: 2 }).evaluate(new Float64Array([5]), ctx)).toBe(13);
  });

  it('a .ts module: refused up front with what to do where Node cannot strip types, accepted where it can', () => {
    const message = /workerEvaluator\.module: file:.*rastrigin\.ts is TypeScript, which this Node \(v\d+\.\d+\.\d+\) cannot load in workers \(no type stripping\); compile it with tsc and give the \.js it emits/;
    const make = (): unknown => workerEvaluator({ module: tsModule, exportName: 'makeRastrigin', factoryData: { a: 10 } });
    const queue = (): unknown => queueEvaluator({ connection: 'redis://127.0.0.1:1', queue: 'q', module: tsModule, exportName: 'makeRastrigin', factoryData: { a: 10 } });
    // Node 20 (this project's CI) has no type stripping; Node >= 22.18 strips types by default
    expect(nodeStripsTypes()).toBe((process.features as { typescript?: unknown }).typescript === 'strip' || (process.features as { typescript?: unknown }).typescript === 'transform');
    if (nodeStripsTypes()) {
      expect(make).not.toThrow();
      expect(queue).not.toThrow();
    } else {
      expect(make).toThrow(InvalidInputError);
      expect(make).toThrow(message);
      expect(queue).toThrow(/queueEvaluator\.module: .*rastrigin\.ts is TypeScript/);
    }
    if (process.versions.node.startsWith('20.')) expect(nodeStripsTypes()).toBe(false);
  });
});
