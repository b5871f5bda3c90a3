import { describe, expect, it } from 'vitest';
import { isArrowKey, quadrantCoordinates } from './keyboard-coordinates';

const rect = (left: number, top: number, width: number, height: number) => ({ left, top, width, height });

// A 2 × 2 grid of 400 × 300 quadrants with a 20 px gap, as on a wide screen.
const GRID = [
  { id: 'doNow', rect: rect(0, 0, 400, 300) },
  { id: 'schedule', rect: rect(420, 0, 400, 300) },
  { id: 'delegate', rect: rect(0, 320, 400, 300) },
  { id: 'exclude', rect: rect(420, 320, 400, 300) },
];
// The same quadrants stacked, as at 390 px.
const STACK = [
  { id: 'doNow', rect: rect(0, 0, 360, 200) },
  { id: 'schedule', rect: rect(0, 220, 360, 500) },
  { id: 'delegate', rect: rect(0, 740, 360, 200) },
  { id: 'exclude', rect: rect(0, 960, 360, 200) },
];
const card = (left: number, top: number) => rect(left, top, 300, 60);
const landsIn = (quadrants: typeof GRID, at: { x: number; y: number } | null) =>
  at === null
    ? null
    : quadrants.find(
        ({ rect: r }) =>
          at.x >= r.left && at.x + 300 <= r.left + r.width && at.y >= r.top && at.y + 60 <= r.top + r.height,
      )?.id;

describe('keyboard moves between quadrants', () => {
  it('moves one quadrant per arrow key in the grid, landing wholly inside it', () => {
    const inSchedule = card(470, 200);
    expect(landsIn(GRID, quadrantCoordinates('ArrowLeft', inSchedule, GRID))).toBe('doNow');
    expect(landsIn(GRID, quadrantCoordinates('ArrowDown', inSchedule, GRID))).toBe('exclude');
    const inDoNow = card(50, 220);
    expect(landsIn(GRID, quadrantCoordinates('ArrowRight', inDoNow, GRID))).toBe('schedule');
    expect(landsIn(GRID, quadrantCoordinates('ArrowDown', inDoNow, GRID))).toBe('delegate');
    const inExclude = card(470, 340);
    expect(landsIn(GRID, quadrantCoordinates('ArrowUp', inExclude, GRID))).toBe('schedule');
    expect(landsIn(GRID, quadrantCoordinates('ArrowLeft', inExclude, GRID))).toBe('delegate');
  });

  it('never picks the quadrant the task is in, however far its centre', () => {
    // At the top of a tall quadrant, ↓ goes to the next one, not the middle of its own.
    const atTopOfSchedule = card(30, 230);
    expect(landsIn(STACK, quadrantCoordinates('ArrowDown', atTopOfSchedule, STACK))).toBe('delegate');
    expect(landsIn(STACK, quadrantCoordinates('ArrowUp', atTopOfSchedule, STACK))).toBe('doNow');
  });

  it('stops at the edge of the matrix', () => {
    expect(quadrantCoordinates('ArrowUp', card(50, 20), GRID)).toBeNull();
    expect(quadrantCoordinates('ArrowLeft', card(50, 20), GRID)).toBeNull();
    // Stacked, there is nothing to the right or left.
    expect(quadrantCoordinates('ArrowRight', card(30, 20), STACK)).toBeNull();
    expect(quadrantCoordinates('ArrowDown', card(30, 980), STACK)).toBeNull();
  });

  it('ignores keys other than the arrows', () => {
    expect(isArrowKey('Space')).toBe(false);
    expect(quadrantCoordinates('KeyA', card(50, 20), GRID)).toBeNull();
  });
});
