/**
 * Keyboard moves between the quadrants: an arrow key takes the dragged task to the nearest quadrant
 * in that direction (on a wide screen the 2 × 2 grid, on a narrow one the stacked column), so one
 * key press is one quadrant, whatever the layout and however many tasks each holds.
 */
import type { ClientRect } from '@dnd-kit/core';

/** A point on the page. */
export interface Coordinates {
  x: number;
  y: number;
}

/** The arrow keys and the direction each moves in. */
const DIRECTIONS = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
} as const;

/** Whether a key code is one of the arrow keys. */
export function isArrowKey(code: string): code is keyof typeof DIRECTIONS {
  return code in DIRECTIONS;
}

/** How far into a quadrant a task is put: below its heading, never past its bottom. */
const INSET_TOP = 12;

type Rect = Pick<ClientRect, 'top' | 'left' | 'width' | 'height'>;

const centre = (rect: Rect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/**
 * Where the dragged task (`dragged`, its rectangle now) goes for an arrow key: the top-left corner
 * that puts it inside the nearest quadrant lying wholly that way of the task's centre, or null when
 * there is none (the edge of the matrix). "Nearest" is the distance along the key's direction plus twice the distance
 * across it, so ↓ from the top right goes to the bottom right, not the bottom left.
 */
export function quadrantCoordinates(
  code: string,
  dragged: Rect,
  quadrants: readonly { id: string; rect: Rect }[],
): Coordinates | null {
  if (!isArrowKey(code)) return null;
  const direction = DIRECTIONS[code];
  const from = centre(dragged);
  let best: { rect: Rect; score: number } | null = null;
  for (const { rect } of quadrants) {
    const to = centre(rect);
    const along = (to.x - from.x) * direction.x + (to.y - from.y) * direction.y;
    const across = Math.abs((to.x - from.x) * direction.y + (to.y - from.y) * direction.x);
    // The quadrant must lie wholly that way of the task's centre: its own quadrant never counts.
    const beyond =
      direction.x > 0
        ? rect.left > from.x
        : direction.x < 0
          ? rect.left + rect.width < from.x
          : direction.y > 0
            ? rect.top > from.y
            : rect.top + rect.height < from.y;
    if (!beyond) continue;
    const score = along + 2 * across;
    if (best === null || score < best.score) best = { rect, score };
  }
  if (best === null) return null;
  const { rect } = best;
  return {
    x: rect.left + Math.max(0, (rect.width - dragged.width) / 2),
    y: rect.top + Math.max(0, Math.min(INSET_TOP, rect.height - dragged.height)),
  };
}
