import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { DueDate } from '@web/components/work-orders/overdue';
import { UserText } from '@web/components/user-text';
import { formatDateTime, formatHours } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';
import { AssigneeField } from './assignee-field';
import { CloseOutSummary } from './close-out-summary';
import { RatingStars } from './satisfaction-rating';
import { assetLabel } from '@web/components/equipment/asset-label';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] items-center gap-3 py-2.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function Empty({ text = '—' }: { text?: string }) {
  return <span className="text-muted-foreground">{text}</span>;
}

/** Who, what, where and when of one order, and when each step of its life happened. */
export function DetailsPanel({ order, canAssign }: { order: WorkOrder; canAssign: boolean }) {
  const t = useT(workOrdersMessages);
  const labels = useWorkOrderLabels();
  const milestones: [string, string | null][] = [
    [t('details.created'), order.createdAt],
    [t('details.started'), order.startedAt],
    [t('details.completed'), order.completedAt],
    [t('details.verified'), order.verifiedAt],
    [t('details.closed'), order.closedAt],
  ];
  return (
    <div className="grid grid-cols-1 gap-4">
      <dl className="divide-y">
        <Row label={t('details.assignee')}>
          <AssigneeField order={order} canAssign={canAssign} />
        </Row>
        <Row label={t('details.equipment')}>
          {order.equipmentAssetTag || order.assetModel ? (
            <>
              {order.equipmentAssetTag ? (
                <UserText className="block">
                  {assetLabel(order.equipmentAssetTag, order.equipmentDescription)}
                </UserText>
              ) : null}
              <span className="block text-xs text-muted-foreground">
                {order.assetModel ? (
                  <UserText>{order.assetModel}</UserText>
                ) : (
                  <Empty text={t('details.modelNotSpecified')} />
                )}
              </span>
            </>
          ) : (
            <Empty text={t('notSpecified')} />
          )}
        </Row>
        <Row label={t('details.vendor')}>
          {order.vendorName ? (
            <Link
              href={`/vendors?q=${encodeURIComponent(order.vendorName)}`}
              className="text-primary hover:underline"
            >
              <UserText>{order.vendorName}</UserText>
            </Link>
          ) : (
            <Empty text={t('details.inHouse')} />
          )}
        </Row>
        <Row label={t('details.area')}>{order.area ? <UserText>{order.area}</UserText> : <Empty />}</Row>
        <Row label={t('details.type')}>{labels.type(order.type)}</Row>
        <Row label={t('details.dueDate')}>
          <DueDate order={order} />
        </Row>
        <Row label={t('details.estimatedHours')}>
          {order.estimatedHours === null ? <Empty /> : formatHours(order.estimatedHours)}
        </Row>
        <Row label={t('details.requestedBy')}>
          {order.requesterName ? <UserText>{order.requesterName}</UserText> : <Empty />}
        </Row>
        {order.satisfactionRating !== null ? (
          <Row label={t('details.rating')}>
            <RatingStars rating={order.satisfactionRating} />
          </Row>
        ) : null}
      </dl>
      <div>
        <h3 className="mb-1 text-sm font-semibold">{t('details.notes')}</h3>
        {order.notes ? (
          <p className="text-sm">
            <UserText multiline>{order.notes}</UserText>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('details.noNotes')}</p>
        )}
      </div>
      <CloseOutSummary order={order} />
      <div>
        <h3 className="mb-1 text-sm font-semibold">{t('details.timeline')}</h3>
        <dl className="divide-y">
          {milestones.map(([label, at]) => (
            <Row key={label} label={label}>
              {at ? <time dateTime={at}>{formatDateTime(at)}</time> : <Empty />}
            </Row>
          ))}
        </dl>
      </div>
    </div>
  );
}
