export type { Rng } from './Rng';
export { createRng, assertSeed, MAX_SEED } from './createRng';
export { rngFromState } from './rngFromState';
export { uniform, uniformIn } from './uniform';
export { uniformInt } from './uniformInt';
export { standardNormal } from './standardNormal';
export { deriveSeed } from './deriveSeed';
export { seedStreams } from './seedStreams';
export type { SeedStreams } from './seedStreams';
