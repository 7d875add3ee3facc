import { describe, expect, it } from 'vitest';
import { assignLanes, axisSpan, weekCardHeight } from './card-size';

describe('card sizes', () => {
  it('makes a week card as tall as its hours, never too short for its number', () => {
    expect(weekCardHeight(8)).toBe(192);
    expect(weekCardHeight(2)).toBe(58);
    expect(weekCardHeight(3)).toBe(72);
    expect(weekCardHeight(0.5)).toBe(58);
  });

  it("places a span on the day view's 6:00–20:00 axis, drawing what falls outside at its edge", () => {
    const fourteenths = (value: number) => (value / 14) * 100;
    expect(axisSpan(9, 2)).toEqual({ left: fourteenths(3), width: fourteenths(2) });
    expect(axisSpan(5, 2)).toEqual({ left: 0, width: fourteenths(1) });
    expect(axisSpan(19, 3)).toEqual({ left: fourteenths(13), width: fourteenths(1) });
    expect(axisSpan(21, 1)).toEqual({ left: fourteenths(13.5), width: fourteenths(0.5) });
  });

  it('puts overlapping spans in lanes one under the other, and reuses a lane once it is free', () => {
    expect(
      assignLanes([
        { start: 8, end: 10 },
        { start: 9, end: 11 },
        { start: 10, end: 12 },
        { start: 10.5, end: 11 },
      ]),
    ).toEqual([0, 1, 0, 2]);
  });
});
