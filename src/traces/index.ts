export { bundledTraces } from './bundledTraces';
export type { BundledTrace } from './BundledTrace';
export { bundledTracePath } from './bundledTracePath';
export { readBundledTrace } from './readBundledTrace';
