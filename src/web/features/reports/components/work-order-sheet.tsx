import type { WorkOrderSheet as SheetData } from '@shared/schemas/reports';
import { asksForCloseOut } from '@shared/close-out-rules';
import { OPEN_STATUSES } from '@shared/work-order-rules';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import {
  formatDate,
  formatDateTime,
  formatHours,
  formatMoney,
  formatNumber,
  formatTime,
} from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { reportsMessages } from '../messages';
import { PaperSheet } from './print-document';
import { SheetChecklist } from './sheet-checklist';
import { SheetFields, SheetSection, SheetTable, WriteLine } from './sheet-parts';
import type { SheetPictures } from './sheet-pictures';
import { UserText } from '@web/components/user-text';

/** Ruled rows left to write in when an order is still open and nothing is recorded yet. */
const BLANK_ROWS = 3;

/**
 * What a repair was closed out with (issue 25 §8): its codes and note once completed, lines to
 * write them on while a corrective or emergency order is open; nothing for planned work.
 */
function CloseOutSection({ order, isOpen }: { order: SheetData['workOrder']; isOpen: boolean }) {
  const t = useT(reportsMessages);
  const labels = useWorkOrderLabels();
  const codes = labels.closeOutRows(order);
  if (isOpen) {
    if (!asksForCloseOut(order.type)) return null;
    return (
      <SheetSection title={t('sheet.closeOut')}>
        <div className="mt-2 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-3">
          <WriteLine label={t('sheet.problem')} />
          <WriteLine label={t('sheet.cause')} />
          <WriteLine label={t('sheet.remedy')} />
        </div>
      </SheetSection>
    );
  }
  if (codes.length === 0 && !order.completionNote) return null;
  return (
    <SheetSection title={t('sheet.closeOut')}>
      {codes.length > 0 ? <SheetFields fields={codes} /> : null}
      {order.completionNote ? (
        <p className="mt-1.5">
          <UserText multiline>{order.completionNote}</UserText>
        </p>
      ) : null}
    </SheetSection>
  );
}

/** One work order on one printed page (issue 12 §5), with blanks to fill in while it is open. */
export function WorkOrderSheet({
  sheet,
  plantName,
  currency,
  printedAt,
  pictures,
}: {
  sheet: SheetData;
  plantName: string;
  /** The plant's currency. */
  currency: string;
  printedAt: string;
  /** The pictures of its photo and signature answers. */
  pictures: SheetPictures;
}) {
  const t = useT(reportsMessages);
  const labels = useWorkOrderLabels();
  const { workOrder: order, checklist, partsUsage, labor, downtime } = sheet;
  const isOpen = OPEN_STATUSES.includes(order.status);
  const blankRows = isOpen ? BLANK_ROWS : 0;
  const money = (amount: number) => formatMoney(amount, { currency });
  const partsTotal = partsUsage.reduce((sum, use) => sum + use.quantity * Number(use.unitCost), 0);
  const laborMinutes = labor.reduce((sum, entry) => sum + (entry.minutes ?? 0), 0);
  const downtimeHours = downtime.reduce((sum, stop) => sum + stop.durationHours, 0);
  const equipment = order.equipmentAssetTag
    ? [order.equipmentAssetTag, order.equipmentDescription].filter(Boolean).join(' — ')
    : t('sheet.none');

  return (
    <PaperSheet label={t('sheet.label', { number: order.foNumber })}>
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 border-b-2 border-neutral-800 pb-3">
        <div>
          <p className="text-[0.85em] text-neutral-600">{t('sheet.plantWorkOrder', { plant: plantName })}</p>
          <h2 className="text-[1.7em] leading-tight font-bold tabular-nums">{order.foNumber}</h2>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-[0.95em] sm:text-right">
          <dt className="text-neutral-600">{t('sheet.type')}</dt>
          <dd className="font-medium">{labels.type(order.type)}</dd>
          <dt className="text-neutral-600">{t('sheet.priority')}</dt>
          <dd className="font-medium">{labels.priority(order.priority)}</dd>
          <dt className="text-neutral-600">{t('sheet.status')}</dt>
          <dd className="font-medium">{labels.status(order.status)}</dd>
        </dl>
      </header>

      <div className="mt-4">
        <SheetFields
          fields={[
            [t('sheet.equipment'), equipment],
            [t('sheet.area'), order.area ?? '—'],
            [t('sheet.requestedBy'), order.requesterName ?? '—'],
            [t('sheet.assignedTo'), order.assigneeName ?? t('sheet.unassigned')],
            [t('sheet.due'), order.dueDate ? formatDateTime(order.dueDate) : t('sheet.noDueDate')],
            [t('sheet.created'), formatDateTime(order.createdAt)],
            ...(order.vendorName ? ([[t('sheet.vendor'), order.vendorName]] as const) : []),
            ...(order.estimatedHours !== null
              ? ([[t('sheet.estimated'), formatHours(order.estimatedHours)]] as const)
              : []),
            ...(order.completedAt
              ? ([[t('sheet.completed'), formatDateTime(order.completedAt)]] as const)
              : []),
          ]}
        />
      </div>

      <SheetSection title={t('sheet.description')}>
        <p>
          <UserText multiline>{order.description}</UserText>
        </p>
      </SheetSection>

      <SheetChecklist checklist={checklist} procedure={order.procedure} isOpen={isOpen} pictures={pictures} />

      <CloseOutSection order={order} isOpen={isOpen} />

      <SheetSection title={t('sheet.partsUsed')}>
        <SheetTable
          label={t('sheet.partsUsed')}
          columns={[
            { header: t('sheet.part') },
            { header: t('sheet.qty'), isNumeric: true, className: 'w-14' },
            { header: t('sheet.unitCost'), isNumeric: true, className: 'w-24' },
            { header: t('sheet.total'), isNumeric: true, className: 'w-24' },
          ]}
          rows={partsUsage.map((use) => [
            `${use.partNumber} — ${use.partName}`,
            formatNumber(use.quantity),
            money(Number(use.unitCost)),
            money(use.quantity * Number(use.unitCost)),
          ])}
          footer={[t('sheet.partsTotal'), '', '', money(partsTotal)]}
          blankRows={blankRows}
        />
      </SheetSection>

      <SheetSection title={t('sheet.labour')}>
        <SheetTable
          label={t('sheet.labour')}
          columns={[
            { header: t('sheet.who') },
            { header: t('sheet.when'), className: 'w-48' },
            { header: t('sheet.hours'), isNumeric: true, className: 'w-20' },
          ]}
          rows={labor.map((entry) => [
            entry.userName,
            `${formatDate(entry.startedAt)}, ${formatTime(entry.startedAt)}`,
            entry.minutes === null ? t('sheet.running') : formatHours(entry.minutes / 60),
          ])}
          footer={[t('sheet.total'), '', formatHours(laborMinutes / 60)]}
          blankRows={blankRows}
        />
      </SheetSection>

      <SheetSection title={t('sheet.downtime')}>
        <SheetTable
          label={t('sheet.downtime')}
          columns={[
            { header: t('sheet.reason') },
            { header: t('sheet.fromTo') },
            { header: t('sheet.hours'), isNumeric: true, className: 'w-20' },
          ]}
          rows={downtime.map((stop) => [
            stop.planned ? t('sheet.planned', { reason: stop.reasonLabel }) : stop.reasonLabel,
            `${formatDateTime(stop.startedAt)} – ${stop.endedAt ? formatDateTime(stop.endedAt) : t('sheet.stillDown')}`,
            formatHours(stop.durationHours),
          ])}
          footer={[t('sheet.total'), '', formatHours(downtimeHours)]}
          emptyText={t('sheet.noDowntime')}
        />
      </SheetSection>

      <SheetSection title={t('sheet.notes')}>
        {order.notes ? (
          <p className="mb-2">
            <UserText multiline>{order.notes}</UserText>
          </p>
        ) : null}
        {isOpen ? (
          <div aria-hidden className="grid">
            {Array.from({ length: BLANK_ROWS }, (_, index) => (
              <div key={index} className="h-7 border-b border-neutral-300" />
            ))}
          </div>
        ) : order.notes ? null : (
          <p className="text-neutral-600 italic">{t('sheet.noNotes')}</p>
        )}
      </SheetSection>

      <SheetSection title={t('sheet.signOff')}>
        <div className="mt-2 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-3">
          <WriteLine label={t('sheet.technicianSign')} prefill={order.assigneeName ?? undefined} />
          <WriteLine label={t('sheet.supervisorSign')} />
          <WriteLine label={t('sheet.date')} />
        </div>
      </SheetSection>

      <footer className="mt-5 flex justify-between gap-4 text-[0.8em] text-neutral-500">
        <span>{order.foNumber}</span>
        <span>{t('sheet.printed', { date: formatDateTime(printedAt) })}</span>
      </footer>
    </PaperSheet>
  );
}
