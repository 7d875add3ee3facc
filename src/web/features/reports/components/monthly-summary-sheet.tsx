import type { ReactNode } from 'react';
import type { MonthlySummary } from '@shared/schemas/reports';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { formatHours, formatMoney, formatNumber, formatPercent } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { reportsMessages } from '../messages';
import { monthLabel } from './months';
import { PaperSheet } from './print-document';
import { SheetSection, SheetTable } from './sheet-parts';

function Figure({
  label,
  value,
  note,
  isMissing = false,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  /** A figure without data, said in words: quieter than a number. */
  isMissing?: boolean;
}) {
  return (
    <div className="rounded-sm border border-neutral-300 px-2.5 py-2" role="group" aria-label={label}>
      <p className="text-[0.85em] text-neutral-600">{label}</p>
      <p
        className={
          isMissing
            ? 'py-[0.2em] text-[1.05em] leading-tight font-medium text-neutral-600'
            : 'text-[1.35em] leading-tight font-semibold tabular-nums'
        }
      >
        {value}
      </p>
      {note ? <p className="text-[0.8em] text-neutral-600">{note}</p> : null}
    </div>
  );
}

/** A figure that may have no data (null): "No data", never a made-up 0. */
function MaybeFigure({
  label,
  value,
  format,
}: {
  label: string;
  value: number | null;
  format: (value: number) => string;
}) {
  const t = useT(reportsMessages);
  // What a figure without history shows: never a made-up 0.
  return (
    <Figure
      label={label}
      value={value === null ? t('monthlySheet.noData') : format(value)}
      isMissing={value === null}
    />
  );
}

function Figures({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">{children}</div>;
}

/** Spending against the month's budget: how much under (or over), and the share used. */
function BudgetFigure({
  total,
  budget,
  money,
}: {
  total: number;
  budget: number | null;
  money: (amount: number) => string;
}) {
  const t = useT(reportsMessages);
  if (budget === null)
    return <Figure label={t('monthlySheet.budget')} value={t('monthlySheet.noBudget')} isMissing />;
  const difference = budget - total;
  const used =
    budget > 0
      ? t('monthlySheet.used', { percent: formatPercent((total / budget) * 100), budget: money(budget) })
      : null;
  return (
    <Figure
      label={difference >= 0 ? t('monthlySheet.under') : t('monthlySheet.over')}
      value={money(Math.abs(difference))}
      note={used ?? t('monthlySheet.budgetOf', { budget: money(budget) })}
    />
  );
}

/** The monthly maintenance summary on one A4 page (issue 12 §5). */
export function MonthlySummarySheet({ summary }: { summary: MonthlySummary }) {
  const t = useT(reportsMessages);
  const labels = useWorkOrderLabels();
  const { workOrders, pm, reliability, costs } = summary;
  const money = (amount: number) => formatMoney(amount, { currency: summary.currency });
  const reasonHours = summary.downtimeByReason.reduce((sum, row) => sum + row.hours, 0);
  const reasonStops = summary.downtimeByReason.reduce((sum, row) => sum + row.stops, 0);

  return (
    <PaperSheet label={t('monthlySheet.label', { month: monthLabel(summary.month) })}>
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1 border-b-2 border-neutral-800 pb-3">
        <div>
          <p className="text-[0.85em] text-neutral-600">
            {t('monthlySheet.header', { plant: summary.warehouseName })}
          </p>
          <h2 className="text-[1.7em] leading-tight font-bold">{monthLabel(summary.month)}</h2>
        </div>
        <p className="text-[0.85em] text-neutral-600">{t('monthlySheet.calendarMonth')}</p>
      </header>

      <SheetSection title={t('monthlySheet.workOrders')}>
        <Figures>
          <Figure label={t('monthlySheet.created')} value={formatNumber(workOrders.created)} />
          <Figure label={t('monthlySheet.completed')} value={formatNumber(workOrders.completed)} />
          <Figure label={t('monthlySheet.openAtEnd')} value={formatNumber(workOrders.openAtEnd)} />
          <Figure label={t('monthlySheet.overdueAtEnd')} value={formatNumber(workOrders.overdueAtEnd)} />
        </Figures>
        <p className="mt-2">
          {t('monthlySheet.createdByType', {
            list: (['preventive', 'corrective', 'emergency'] as const)
              .map((type) => `${labels.type(type)} ${formatNumber(workOrders.byType[type])}`)
              .join(' · '),
          })}
        </p>
      </SheetSection>

      <SheetSection title={t('monthlySheet.pm')}>
        <Figures>
          <MaybeFigure
            label={t('monthlySheet.compliance')}
            value={pm.complianceRate}
            format={formatPercent}
          />
          <Figure label={t('monthlySheet.pmsScheduled')} value={formatNumber(pm.scheduled)} />
          <Figure label={t('monthlySheet.onTime')} value={formatNumber(pm.completedOnTime)} />
        </Figures>
      </SheetSection>

      <SheetSection title={t('monthlySheet.reliability')}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          <MaybeFigure
            label={t('monthlySheet.availability')}
            value={reliability.fleetAvailability}
            format={formatPercent}
          />
          <MaybeFigure label={t('monthlySheet.mtbf')} value={reliability.mtbf} format={formatHours} />
          <MaybeFigure label={t('monthlySheet.mttr')} value={reliability.mttr} format={formatHours} />
          <Figure label={t('monthlySheet.failures')} value={formatNumber(reliability.failures)} />
          <Figure label={t('monthlySheet.downtime')} value={formatHours(reliability.downtimeHours)} />
        </div>
      </SheetSection>

      <div className="grid gap-x-6 sm:grid-cols-2">
        <SheetSection title={t('monthlySheet.byReason')}>
          <SheetTable
            label={t('monthlySheet.byReason')}
            columns={[
              { header: t('monthlySheet.reason') },
              { header: t('monthlySheet.stops'), isNumeric: true, className: 'w-14' },
              { header: t('monthlySheet.hours'), isNumeric: true, className: 'w-20' },
            ]}
            rows={summary.downtimeByReason.map((row) => [
              row.reasonLabel,
              formatNumber(row.stops),
              formatHours(row.hours),
            ])}
            footer={[t('monthlySheet.total'), formatNumber(reasonStops), formatHours(reasonHours)]}
            emptyText={t('monthlySheet.noDowntime')}
          />
        </SheetSection>
        <SheetSection title={t('monthlySheet.downLongest')}>
          <SheetTable
            label={t('monthlySheet.downLongestLabel')}
            columns={[
              { header: t('monthlySheet.equipment') },
              { header: t('monthlySheet.hours'), isNumeric: true, className: 'w-20' },
            ]}
            rows={summary.topDowntime.map((row) => [
              `${row.assetNumber} — ${row.name}`,
              formatHours(row.hours),
            ])}
            emptyText={t('monthlySheet.noneDown')}
          />
        </SheetSection>
      </div>

      <SheetSection title={t('monthlySheet.costs')}>
        <Figures>
          {costs.labor === null ? (
            <Figure
              label={t('monthlySheet.labour')}
              value={t('monthlySheet.noLabourRate')}
              note={t('monthlySheet.worked', { hours: formatHours(costs.laborHours) })}
              isMissing
            />
          ) : (
            <Figure
              label={t('monthlySheet.labour')}
              value={money(costs.labor)}
              note={t('monthlySheet.worked', { hours: formatHours(costs.laborHours) })}
            />
          )}
          <Figure label={t('monthlySheet.parts')} value={money(costs.parts)} />
          <Figure label={t('monthlySheet.total')} value={money(costs.total)} />
          <BudgetFigure total={costs.total} budget={costs.budget} money={money} />
        </Figures>
      </SheetSection>
    </PaperSheet>
  );
}
