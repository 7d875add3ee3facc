import type { ReactNode } from 'react';
import type { MonthlySummary } from '@shared/schemas/reports';
import { TYPE_LABELS } from '@web/components/work-orders/labels';
import { formatHours, formatMoney, formatNumber, formatPercent } from '@web/lib/formatting';
import { monthLabel } from './months';
import { PaperSheet } from './print-document';
import { SheetSection, SheetTable } from './sheet-parts';

/** What a figure without history shows: never a made-up 0. */
export const NO_DATA = 'No data';

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
  return <Figure label={label} value={value === null ? NO_DATA : format(value)} isMissing={value === null} />;
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
  if (budget === null) return <Figure label="Budget" value="No budget set" isMissing />;
  const difference = budget - total;
  const used = budget > 0 ? `${formatPercent((total / budget) * 100)} of ${money(budget)} used` : null;
  return (
    <Figure
      label={difference >= 0 ? 'Under budget' : 'Over budget'}
      value={money(Math.abs(difference))}
      note={used ?? `Budget ${money(budget)}`}
    />
  );
}

/** The monthly maintenance summary on one A4 page (issue 12 §5). */
export function MonthlySummarySheet({ summary }: { summary: MonthlySummary }) {
  const { workOrders, pm, reliability, costs } = summary;
  const money = (amount: number) => formatMoney(amount, { currency: summary.currency });
  const reasonHours = summary.downtimeByReason.reduce((sum, row) => sum + row.hours, 0);
  const reasonStops = summary.downtimeByReason.reduce((sum, row) => sum + row.stops, 0);

  return (
    <PaperSheet label={`Monthly maintenance summary, ${monthLabel(summary.month)}`}>
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1 border-b-2 border-neutral-800 pb-3">
        <div>
          <p className="text-[0.85em] text-neutral-600">
            {summary.warehouseName} · Monthly maintenance summary
          </p>
          <h2 className="text-[1.7em] leading-tight font-bold">{monthLabel(summary.month)}</h2>
        </div>
        <p className="text-[0.85em] text-neutral-600">Calendar month, UTC</p>
      </header>

      <SheetSection title="Work orders">
        <Figures>
          <Figure label="Created" value={formatNumber(workOrders.created)} />
          <Figure label="Completed" value={formatNumber(workOrders.completed)} />
          <Figure label="Open at month end" value={formatNumber(workOrders.openAtEnd)} />
          <Figure label="Overdue at month end" value={formatNumber(workOrders.overdueAtEnd)} />
        </Figures>
        <p className="mt-2">
          {'Created by type: '}
          {(['preventive', 'corrective', 'emergency'] as const)
            .map((type) => `${TYPE_LABELS[type]} ${formatNumber(workOrders.byType[type])}`)
            .join(' · ')}
        </p>
      </SheetSection>

      <SheetSection title="PM compliance">
        <Figures>
          <MaybeFigure label="Compliance" value={pm.complianceRate} format={formatPercent} />
          <Figure label="PMs scheduled" value={formatNumber(pm.scheduled)} />
          <Figure label="Completed on time" value={formatNumber(pm.completedOnTime)} />
        </Figures>
      </SheetSection>

      <SheetSection title="Reliability">
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          <MaybeFigure label="Availability" value={reliability.fleetAvailability} format={formatPercent} />
          <MaybeFigure label="MTBF" value={reliability.mtbf} format={formatHours} />
          <MaybeFigure label="MTTR" value={reliability.mttr} format={formatHours} />
          <Figure label="Failures" value={formatNumber(reliability.failures)} />
          <Figure label="Downtime" value={formatHours(reliability.downtimeHours)} />
        </div>
      </SheetSection>

      <div className="grid gap-x-6 sm:grid-cols-2">
        <SheetSection title="Downtime by reason">
          <SheetTable
            label="Downtime by reason"
            columns={[
              { header: 'Reason' },
              { header: 'Stops', isNumeric: true, className: 'w-14' },
              { header: 'Hours', isNumeric: true, className: 'w-20' },
            ]}
            rows={summary.downtimeByReason.map((row) => [
              row.reasonLabel,
              formatNumber(row.stops),
              formatHours(row.hours),
            ])}
            footer={['Total', formatNumber(reasonStops), formatHours(reasonHours)]}
            emptyText="No downtime this month"
          />
        </SheetSection>
        <SheetSection title="Down longest">
          <SheetTable
            label="Equipment down longest"
            columns={[{ header: 'Equipment' }, { header: 'Hours', isNumeric: true, className: 'w-20' }]}
            rows={summary.topDowntime.map((row) => [
              `${row.assetNumber} — ${row.name}`,
              formatHours(row.hours),
            ])}
            emptyText="No equipment was down"
          />
        </SheetSection>
      </div>

      <SheetSection title="Costs">
        <Figures>
          {costs.labor === null ? (
            <Figure
              label="Labour"
              value="No labour rate set"
              note={`${formatHours(costs.laborHours)} worked`}
              isMissing
            />
          ) : (
            <Figure
              label="Labour"
              value={money(costs.labor)}
              note={`${formatHours(costs.laborHours)} worked`}
            />
          )}
          <Figure label="Parts" value={money(costs.parts)} />
          <Figure label="Total" value={money(costs.total)} />
          <BudgetFigure total={costs.total} budget={costs.budget} money={money} />
        </Figures>
      </SheetSection>
    </PaperSheet>
  );
}
