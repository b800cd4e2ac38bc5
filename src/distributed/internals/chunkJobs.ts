import type { Candidate } from '../../optimizers/Candidate';
import type { EvaluationContext } from '../../optimizers/Objective';
import { VERSION } from '../../version';
import { encodeDoubles, PROTOCOL, type ChunkPayload } from './payload';

/** The objective description shared by every job of a run. */
export interface ObjectiveDescription {
  readonly module: string;
  readonly exportName: string;
  readonly hasFactory: boolean;
  /** SHA-256 of the factory data's JSON (stored in Redis by the coordinator), or null. */
  readonly factoryRef: string | null;
}

/** One job to add: its id, the candidate range it covers and its payload. */
export interface ChunkJob {
  readonly id: string;
  readonly from: number;
  readonly to: number;
  readonly data: ChunkPayload;
}

/** Splits a batch into jobs of at most `chunkSize` consecutive candidates; ids are `${prefix}.${k}`. */
export function chunkJobs(
  description: ObjectiveDescription,
  batch: readonly Candidate[],
  contexts: readonly EvaluationContext[],
  chunkSize: number,
  prefix: string,
): ChunkJob[] {
  const n = batch.length;
  const d = batch[0]!.x.length;
  const jobs: ChunkJob[] = [];
  for (let from = 0; from < n; from += chunkSize) {
    const to = Math.min(n, from + chunkSize);
    const x = new Float64Array((to - from) * d);
    for (let i = from; i < to; i++) x.set(batch[i]!.x, (i - from) * d);
    const ctx0 = contexts[from]!;
    jobs.push({
      id: `${prefix}.${jobs.length}`,
      from,
      to,
      data: {
        protocol: PROTOCOL,
        version: VERSION,
        ...description,
        iteration: ctx0.iteration,
        iterationSeed: ctx0.iterationSeed,
        x: encodeDoubles(x),
        d,
        candidateSeeds: contexts.slice(from, to).map((c) => c.candidateSeed),
        indices: contexts.slice(from, to).map((c) => c.index),
      },
    });
  }
  return jobs;
}
