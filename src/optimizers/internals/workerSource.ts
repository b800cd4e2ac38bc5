/**
 * Source of the evaluation worker, run with `new Worker(source, { eval: true })` so that it
 * works from the TypeScript sources and from the bundle alike. It imports the objective module
 * once (calling it with `factoryData` when it is a factory) and answers `{ id, x, d, iteration, iterationSeed, candidateSeeds, indices }` with
 * `{ id, values }` (or `{ id, error }`).
 */
export const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.module).catch((e) => {
  // a .ts module on a Node that cannot strip types: say what to do (typeScriptModuleHint)
  if (e && e.code === 'ERR_UNKNOWN_FILE_EXTENSION' && /\\.[mc]?ts$/i.test(workerData.module)) {
    throw new Error('workerEvaluator.module: ' + workerData.module + ' is TypeScript, which this Node (' + process.version + ') cannot import (no type stripping); compile it with tsc and give the .js it emits (docs/optimizers.md "TypeScript objectives"), or use Node >= 22.18');
  }
  throw e;
}).then((m) => {
  let o = m[workerData.exportName];
  if (workerData.hasFactory) {
    if (typeof o !== 'function') {
      throw new Error('workerEvaluator: export "' + workerData.exportName + '" of ' + workerData.module + ' must be a factory function when factoryData is given');
    }
    o = o(workerData.factoryData);
  }
  if (o === null || typeof o !== 'object' || typeof o.evaluate !== 'function') {
    throw new Error('workerEvaluator: ' + workerData.module + ' has no export "' + workerData.exportName + '" with an evaluate(x, ctx) method');
  }
  return o;
});
parentPort.on('message', async (msg) => {
  try {
    const o = await loaded;
    const n = msg.indices.length;
    const values = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      const x = msg.x.subarray(k * msg.d, (k + 1) * msg.d);
      const ctx = { iteration: msg.iteration, iterationSeed: msg.iterationSeed, candidateSeed: msg.candidateSeeds[k], index: msg.indices[k] };
      let r = o.evaluate(x, ctx);
      if (r !== null && typeof r === 'object' && typeof r.then === 'function') r = await r;
      if (typeof r !== 'number') throw new Error('objective.evaluate returned ' + String(r) + ' for candidate ' + msg.indices[k] + ', expected a number');
      values[k] = r;
    }
    parentPort.postMessage({ id: msg.id, values }, [values.buffer]);
  } catch (e) {
    parentPort.postMessage({ id: msg.id, error: e && e.stack ? String(e.stack) : String(e) });
  }
});
`;
