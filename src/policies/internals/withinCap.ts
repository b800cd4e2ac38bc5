import type { ClusterView } from '../../engine/ClusterView';
import type { Decision } from '../../engine/Decision';

/** The engine's tolerance on the cap (powerCap.ts: a relative 1e-12 absorbs the draw's rounding). */
const TOLERANCE = 1e-12;

/**
 * The decisions of `out` that keep the platform's draw within `view.powerCap`, in order: each
 * decision adds `view.addedDraw(d)` to the draw of the ones kept before it (as the engine checks
 * them, one at a time); one that would go above the cap is held (left out), the next are still
 * tried. Decisions that add nothing (or lower the draw) are always kept.
 */
export function withinCap(view: ClusterView, out: readonly Decision[]): readonly Decision[] {
  const cap = view.powerCap;
  if (cap === undefined || cap === Infinity || view.addedDraw === undefined || view.powerDraw === undefined) return out;
  let draw = view.powerDraw;
  const limit = cap * (1 + TOLERANCE);
  let kept: Decision[] | undefined;
  for (let i = 0; i < out.length; i++) {
    const d = out[i] as Decision;
    const added = view.addedDraw(d);
    if (added > 0 && draw + added > limit) {
      kept ??= out.slice(0, i);
      continue;
    }
    draw += added;
    kept?.push(d);
  }
  return kept ?? out;
}
