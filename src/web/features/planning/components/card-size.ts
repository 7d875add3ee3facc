/** A card's height per planned hour in the week view: an 8-hour day of cards is 192 px. */
const WEEK_HOUR_PX = 24;
/** Room for the warning icons, the FO number wrapped at its dashes on a narrow day, and the asset. */
const WEEK_MIN_PX = 58;

export function weekCardHeight(hours: number): number {
  return Math.max(WEEK_MIN_PX, hours * WEEK_HOUR_PX);
}

/** Grid gap between a week cell's cards (gap-1). */
const WEEK_CARD_GAP_PX = 4;

/** How tall a week cell's cards stand together: room kept for them while their row is far out of view. */
export function weekCardsHeight(work: readonly { hours: number }[]): number {
  if (work.length === 0) return 0;
  return (
    work.reduce((sum, each) => sum + weekCardHeight(each.hours), 0) + WEEK_CARD_GAP_PX * (work.length - 1)
  );
}

/** The day view's time axis: 6:00 to 20:00, one column per hour. */
const DAY_VIEW_FIRST_HOUR = 6;
const DAY_VIEW_LAST_HOUR = 20;
export const DAY_VIEW_HOURS = Array.from(
  { length: DAY_VIEW_LAST_HOUR - DAY_VIEW_FIRST_HOUR },
  (_, index) => DAY_VIEW_FIRST_HOUR + index,
);

/**
 * Where a span of the plant day sits on the day view's axis, as percentages of its width; what
 * falls outside 6:00–20:00 is drawn at the edge it passes.
 */
export function axisSpan(start: number, hours: number): { left: number; width: number } {
  const span = DAY_VIEW_LAST_HOUR - DAY_VIEW_FIRST_HOUR;
  const clamp = (hour: number) => Math.min(Math.max(hour, DAY_VIEW_FIRST_HOUR), DAY_VIEW_LAST_HOUR);
  const from = Math.min(clamp(start), DAY_VIEW_LAST_HOUR - 0.5);
  const to = Math.max(clamp(start + hours), from + 0.5);
  return { left: ((from - DAY_VIEW_FIRST_HOUR) / span) * 100, width: ((to - from) / span) * 100 };
}

/**
 * Lanes for spans that overlap in one row: each goes in the first lane free at its start, so
 * overlapping orders sit one under the other instead of on top of each other.
 */
export function assignLanes(spans: readonly { start: number; end: number }[]): number[] {
  const laneEnds: number[] = [];
  return spans.map(({ start, end }) => {
    const lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    const index = lane === -1 ? laneEnds.length : lane;
    laneEnds[index] = end;
    return index;
  });
}
