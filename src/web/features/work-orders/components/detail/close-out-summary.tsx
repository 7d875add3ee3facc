import type { WorkOrder } from '@shared/schemas/work-orders';
import { UserText } from '@web/components/user-text';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';

/**
 * What a completed order was closed out with (issue 25 §8): its problem, cause and remedy and
 * the completion note. Nothing while the order is open, or reopened (the next completion says).
 */
export function CloseOutSummary({ order }: { order: WorkOrder }) {
  const t = useT(workOrdersMessages);
  const labels = useWorkOrderLabels();
  if (!order.completedAt) return null;
  const codes = labels.closeOutRows(order);
  if (codes.length === 0 && !order.completionNote) return null;
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold">{t('closeOut.title')}</h3>
      {codes.length > 0 ? (
        <dl className="divide-y">
          {codes.map(([label, value]) => (
            <div
              key={label}
              className="grid grid-cols-[8rem_minmax(0,1fr)] items-center gap-3 py-2.5 text-sm"
            >
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0">
                <UserText>{value}</UserText>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {order.completionNote ? (
        <p className="mt-2 text-sm">
          <UserText multiline>{order.completionNote}</UserText>
        </p>
      ) : null}
    </div>
  );
}
