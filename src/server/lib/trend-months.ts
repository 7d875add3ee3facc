/**
 * Month-by-month trends (PM compliance, analytics) cover the calendar months (UTC) of the period
 * or of the last six months, whichever is longer, so a short period still shows a trend.
 */
export const TREND_MONTHS = 6;

/** Where a trend starts: the period's start, or the first day of the sixth month back when that is earlier. */
export function trendStart(from: Date, to: Date): Date {
  const sixMonthsBack = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - (TREND_MONTHS - 1), 1));
  return from < sixMonthsBack ? from : sixMonthsBack;
}

/** The months (YYYY-MM, UTC) from the month of `start` to the month of `to`, both included. */
export function monthsBetween(start: Date, to: Date): string[] {
  const months: string[] = [];
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth();
  while (year < to.getUTCFullYear() || (year === to.getUTCFullYear() && month <= to.getUTCMonth())) {
    months.push(`${year}-${String(month + 1).padStart(2, '0')}`);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return months;
}
