import type { BarSeries } from '@web/components/charts/bar-chart';
import { formatHours } from '@web/lib/formatting';
import { SERIES_FILLS, type AnalyticsTexts } from '../shared/analytics-labels';

/** What a cost chart knows of labour and parts for one bar. */
export interface LabourAndParts {
  /** Null while the labour rate is not set; drawn as 0. */
  labor: number | null;
  laborValue: number;
  laborHours: number;
  parts: number;
}

/** Labour and parts as stacked bars: labour "No data (12 h)" until a labour rate is set. */
export function labourAndPartsSeries<P extends LabourAndParts>(
  t: AnalyticsTexts,
  money: (value: number) => string,
): BarSeries<P>[] {
  return [
    {
      key: 'labor',
      label: t('costs.labour'),
      value: (point) => point.laborValue,
      text: (point) =>
        point.labor === null
          ? t('noDataHours', { hours: formatHours(point.laborHours) })
          : money(point.labor),
      colour: SERIES_FILLS.labour,
    },
    {
      key: 'parts',
      label: t('costs.parts'),
      value: (point) => point.parts,
      text: (point) => money(point.parts),
      colour: SERIES_FILLS.parts,
    },
  ];
}
