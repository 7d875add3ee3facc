import { BarChart } from '@web/components/charts/bar-chart';
import { moneyTicks } from '@web/components/charts/chart-ticks';
import { namedCategory } from '@web/components/charts/named-category';
import { formatMoney } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { labourAndPartsSeries, type LabourAndParts } from './cost-series';

export interface EquipmentCostPoint extends LabourAndParts {
  key: string;
  name: string;
  assetNumber: string;
  total: number;
}

/** The most costly equipment as horizontal bars, labour and parts stacked. */
export default function CostByEquipmentChart({
  points,
  currency,
  height,
  narrow,
}: {
  points: readonly EquipmentCostPoint[];
  currency: string;
  height: number;
  narrow: boolean;
}) {
  const t = useT(analyticsMessages);
  const money = (value: number) => formatMoney(value, { currency, whole: true });
  return (
    <BarChart
      data={points}
      layout="rows"
      height={height}
      category={namedCategory<EquipmentCostPoint>({
        label: t('table.equipment'),
        key: (point) => point.key,
        name: (point) => point.name,
        code: (point) => point.assetNumber,
        isNarrow: narrow,
      })}
      valueAxes={[{ id: 'cost', label: t('axis.cost', { currency }), ticks: moneyTicks(currency) }]}
      series={labourAndPartsSeries(t, money)}
      details={[{ key: 'total', label: t('costs.tooltipTotal'), text: (point) => money(point.total) }]}
    />
  );
}
