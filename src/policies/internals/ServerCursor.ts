import type { Decision } from '../../engine/Decision';
import { startJob } from '../../engine/Decision';

/**
 * Hands out the available servers of one scheduling point in ascending order, so that the
 * decisions of one `decide` call never reuse a server (the view is not updated between them).
 */
export class ServerCursor {
  private next = 0;
  readonly decisions: Decision[] = [];

  constructor(private readonly available: readonly number[]) {}

  /** Servers not yet handed out. */
  get free(): number {
    return this.available.length - this.next;
  }

  /** Starts a job on the next `count` servers (the caller checked `count <= free`). */
  start(id: string, count: number): void {
    const servers = this.available.slice(this.next, this.next + count);
    this.next += count;
    this.decisions.push(startJob(id, servers));
  }
}
