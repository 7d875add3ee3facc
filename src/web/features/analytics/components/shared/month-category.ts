import type { CategoryAxis } from '@web/components/charts/cartesian-chart';
import type { AnalyticsTexts } from './analytics-labels';

/** A calendar month of the analytics series, named short on the axis and in full elsewhere. */
export interface MonthPoint {
  month: string;
  short: string;
  long: string;
}

/** The months along the bottom of every monthly analytics chart. */
export function monthCategory<P extends MonthPoint>(t: AnalyticsTexts): CategoryAxis<P> {
  return {
    label: t('axis.month'),
    axisLabel: t('axis.month'),
    id: (point) => point.month,
    tick: (point) => point.short,
    name: (point) => point.long,
  };
}
