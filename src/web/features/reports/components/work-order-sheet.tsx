import type { WorkOrderSheet as SheetData } from '@shared/schemas/reports';
import { asksForCloseOut } from '@shared/close-out-rules';
import { OPEN_STATUSES, STATUS_LABELS } from '@shared/work-order-rules';
import { closeOutRows } from '@web/components/work-orders/close-out-rows';
import { TYPE_LABELS } from '@web/components/work-orders/labels';
import { PRIORITY_LABELS } from '@web/components/work-orders/priority-badge';
import {
  formatDate,
  formatDateTime,
  formatHours,
  formatMoney,
  formatNumber,
  formatTime,
} from '@web/lib/formatting';
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
  const codes = closeOutRows(order);
  if (isOpen) {
    if (!asksForCloseOut(order.type)) return null;
    return (
      <SheetSection title="Close-out">
        <div className="mt-2 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-3">
          <WriteLine label="Problem" />
          <WriteLine label="Cause" />
          <WriteLine label="Remedy" />
        </div>
      </SheetSection>
    );
  }
  if (codes.length === 0 && !order.completionNote) return null;
  return (
    <SheetSection title="Close-out">
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
  const { workOrder: order, checklist, partsUsage, labor, downtime } = sheet;
  const isOpen = OPEN_STATUSES.includes(order.status);
  const blankRows = isOpen ? BLANK_ROWS : 0;
  const money = (amount: number) => formatMoney(amount, { currency });
  const partsTotal = partsUsage.reduce((sum, use) => sum + use.quantity * Number(use.unitCost), 0);
  const laborMinutes = labor.reduce((sum, entry) => sum + (entry.minutes ?? 0), 0);
  const downtimeHours = downtime.reduce((sum, stop) => sum + stop.durationHours, 0);
  const equipment = order.equipmentAssetTag
    ? [order.equipmentAssetTag, order.equipmentDescription].filter(Boolean).join(' — ')
    : 'None';

  return (
    <PaperSheet label={`Work order ${order.foNumber}`}>
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 border-b-2 border-neutral-800 pb-3">
        <div>
          <p className="text-[0.85em] text-neutral-600">{plantName} · Work order</p>
          <h2 className="text-[1.7em] leading-tight font-bold tabular-nums">{order.foNumber}</h2>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-[0.95em] sm:text-right">
          <dt className="text-neutral-600">Type</dt>
          <dd className="font-medium">{TYPE_LABELS[order.type]}</dd>
          <dt className="text-neutral-600">Priority</dt>
          <dd className="font-medium">{PRIORITY_LABELS[order.priority]}</dd>
          <dt className="text-neutral-600">Status</dt>
          <dd className="font-medium">{STATUS_LABELS[order.status]}</dd>
        </dl>
      </header>

      <div className="mt-4">
        <SheetFields
          fields={[
            ['Equipment', equipment],
            ['Area', order.area ?? '—'],
            ['Requested by', order.requesterName ?? '—'],
            ['Assigned to', order.assigneeName ?? 'Unassigned'],
            ['Due', order.dueDate ? formatDateTime(order.dueDate) : 'No due date'],
            ['Created', formatDateTime(order.createdAt)],
            ...(order.vendorName ? ([['Vendor', order.vendorName]] as const) : []),
            ...(order.estimatedHours !== null
              ? ([['Estimated', formatHours(order.estimatedHours)]] as const)
              : []),
            ...(order.completedAt ? ([['Completed', formatDateTime(order.completedAt)]] as const) : []),
          ]}
        />
      </div>

      <SheetSection title="Description">
        <p>
          <UserText multiline>{order.description}</UserText>
        </p>
      </SheetSection>

      <SheetChecklist checklist={checklist} procedure={order.procedure} isOpen={isOpen} pictures={pictures} />

      <CloseOutSection order={order} isOpen={isOpen} />

      <SheetSection title="Parts used">
        <SheetTable
          label="Parts used"
          columns={[
            { header: 'Part' },
            { header: 'Qty', isNumeric: true, className: 'w-14' },
            { header: 'Unit cost', isNumeric: true, className: 'w-24' },
            { header: 'Total', isNumeric: true, className: 'w-24' },
          ]}
          rows={partsUsage.map((use) => [
            `${use.partNumber} — ${use.partName}`,
            formatNumber(use.quantity),
            money(Number(use.unitCost)),
            money(use.quantity * Number(use.unitCost)),
          ])}
          footer={['Parts total', '', '', money(partsTotal)]}
          blankRows={blankRows}
        />
      </SheetSection>

      <SheetSection title="Labour">
        <SheetTable
          label="Labour"
          columns={[
            { header: 'Who' },
            { header: 'When', className: 'w-48' },
            { header: 'Hours', isNumeric: true, className: 'w-20' },
          ]}
          rows={labor.map((entry) => [
            entry.userName,
            `${formatDate(entry.startedAt)}, ${formatTime(entry.startedAt)}`,
            entry.minutes === null ? 'Running' : formatHours(entry.minutes / 60),
          ])}
          footer={['Total', '', formatHours(laborMinutes / 60)]}
          blankRows={blankRows}
        />
      </SheetSection>

      <SheetSection title="Downtime">
        <SheetTable
          label="Downtime"
          columns={[
            { header: 'Reason' },
            { header: 'From – to' },
            { header: 'Hours', isNumeric: true, className: 'w-20' },
          ]}
          rows={downtime.map((stop) => [
            `${stop.reasonLabel}${stop.planned ? ' (planned)' : ''}`,
            `${formatDateTime(stop.startedAt)} – ${stop.endedAt ? formatDateTime(stop.endedAt) : 'still down'}`,
            formatHours(stop.durationHours),
          ])}
          footer={['Total', '', formatHours(downtimeHours)]}
          emptyText="No downtime recorded"
        />
      </SheetSection>

      <SheetSection title="Notes">
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
          <p className="text-neutral-600 italic">No notes.</p>
        )}
      </SheetSection>

      <SheetSection title="Sign-off">
        <div className="mt-2 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-3">
          <WriteLine label="Technician — name and signature" prefill={order.assigneeName ?? undefined} />
          <WriteLine label="Supervisor — name and signature" />
          <WriteLine label="Date" />
        </div>
      </SheetSection>

      <footer className="mt-5 flex justify-between gap-4 text-[0.8em] text-neutral-500">
        <span>{order.foNumber}</span>
        <span>Printed {formatDateTime(printedAt)}</span>
      </footer>
    </PaperSheet>
  );
}
