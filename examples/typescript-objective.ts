/**
 * A TypeScript objective on worker threads, on a Node without type stripping (Node 20 and 22
 * before 22.18): compile it with your own tsc, give workerEvaluator (or queueEvaluator) the .js
 * it emits, and keep the types from schedlab (no hand-written .d.ts). The result equals the
 * in-thread run with the same seed.
 *
 * Run from the repository root:
 *   npx tsx examples/typescript-objective.ts
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { minimize, pso, searchSpace, workerEvaluator } from 'schedlab/optimizers';
import ts from 'typescript';
import { makeRastrigin } from './objectives/rastrigin';

// 1. compile. In your project: `npx tsc` with "outDir" set, which also type-checks the file
// against schedlab's declarations. Here the repository's `npm run typecheck` checks it, and the
// TypeScript API emits the JavaScript (what tsc writes for this file).
const out = mkdtempSync(join(tmpdir(), 'schedlab-objectives-'));
const source = readFileSync(join(import.meta.dirname, 'objectives', 'rastrigin.ts'), 'utf8');
const emitted = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true } });
writeFileSync(join(out, 'rastrigin.js'), emitted.outputText);

// 2. run: workers load the emitted .js; the script itself uses the .ts directly
const space = searchSpace({ lower: [-5.12, -5.12, -5.12], upper: [5.12, 5.12, 5.12] });
const data = { a: 10 };
const local = makeRastrigin(data);
const objective = { space, evaluate: (x: Float64Array, ctx: Parameters<typeof local.evaluate>[1]) => local.evaluate(x, ctx) };
const evaluator = workerEvaluator({ module: join(out, 'rastrigin.js'), exportName: 'makeRastrigin', factoryData: data, workers: 2 });
try {
  const inThreads = await minimize(objective, pso({ swarmSize: 12 }), { seed: 5, maxIterations: 30, evaluator });
  const inThisThread = await minimize(objective, pso({ swarmSize: 12 }), { seed: 5, maxIterations: 30 });
  console.log(`best ${inThreads.best.value.toFixed(4)} at [${inThreads.best.x.map((v) => v.toFixed(3)).join(', ')}] after ${inThreads.evaluations} evaluations in 2 worker threads`);
  console.log(`in this thread: ${JSON.stringify(inThreads.best) === JSON.stringify(inThisThread.best) ? 'identical' : 'DIFFERENT'}`);
} finally {
  await evaluator.close();
  rmSync(out, { recursive: true, force: true });
}
