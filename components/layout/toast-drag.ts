/** The share of a toast's width a sideways drag must cover to dismiss it: 80%, 20% in the review editor (docs/product.md#rules). */
export const dismissShare = (pathname: string | null): number => (pathname?.startsWith('/review/editor') ? 0.2 : 0.8);

/** How close (px) to the screen's edge a finger may end and count as having pushed the toast off it. */
export const EDGE_PX = 24;
/** A quick flick (px per ms, over at least FLICK_MIN_PX) dismisses whatever the distance. */
export const FLICK_SPEED = 0.6;
export const FLICK_MIN_PX = 40;

export interface DragEnd {
  /** Horizontal distance dragged (px, signed). */
  dx: number;
  /** The toast's width (px). */
  width: number;
  /** Where the finger was let go, and the viewport's width (px). */
  endX: number;
  viewport: number;
  /** How long the drag took (ms). */
  ms: number;
}

/**
 * Whether a sideways drag dismisses the toast: `share` of its width, or — the toast sits at the top right of a
 * phone, so a finger that starts in its middle cannot travel 80% of its width to the right — a drag that reaches
 * the screen's edge, or a quick flick.
 */
export function dragDismisses({ dx, width, endX, viewport, ms }: DragEnd, share: number): boolean {
  const distance = Math.abs(dx);
  if (distance >= share * width) return true;
  if (distance < FLICK_MIN_PX) return false;
  const atEdge = dx > 0 ? endX >= viewport - EDGE_PX : endX <= EDGE_PX;
  return atEdge || distance / Math.max(ms, 1) >= FLICK_SPEED;
}
