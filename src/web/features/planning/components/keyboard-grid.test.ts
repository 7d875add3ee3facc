import { describe, expect, it } from 'vitest';
import { nextGridPosition } from './keyboard-grid';

const size = { rows: 2, cols: 7 };

describe('the keyboard path across the board', () => {
  it('enters the board from the backlog at the first technician’s first day', () => {
    expect(nextGridPosition('backlog', 'ArrowLeft', size)).toEqual({ row: 0, col: 0 });
    expect(nextGridPosition('backlog', 'ArrowDown', size)).toEqual({ row: 0, col: 0 });
  });

  it('moves a day with left and right, a technician with up and down, and stops at the edges', () => {
    expect(nextGridPosition({ row: 0, col: 2 }, 'ArrowRight', size)).toEqual({ row: 0, col: 3 });
    expect(nextGridPosition({ row: 0, col: 2 }, 'ArrowLeft', size)).toEqual({ row: 0, col: 1 });
    expect(nextGridPosition({ row: 0, col: 2 }, 'ArrowDown', size)).toEqual({ row: 1, col: 2 });
    expect(nextGridPosition({ row: 1, col: 2 }, 'ArrowDown', size)).toEqual({ row: 1, col: 2 });
    expect(nextGridPosition({ row: 0, col: 0 }, 'ArrowLeft', size)).toEqual({ row: 0, col: 0 });
    expect(nextGridPosition({ row: 0, col: 0 }, 'ArrowUp', size)).toEqual({ row: 0, col: 0 });
  });

  it('reaches the backlog, on the right, past the last day', () => {
    expect(nextGridPosition({ row: 1, col: 6 }, 'ArrowRight', size)).toBe('backlog');
  });

  it('goes nowhere on a board without technicians', () => {
    expect(nextGridPosition('backlog', 'ArrowRight', { rows: 0, cols: 7 })).toBeNull();
  });
});
