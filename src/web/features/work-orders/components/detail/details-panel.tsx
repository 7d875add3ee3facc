import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { TYPE_LABELS } from '@web/components/work-orders/labels';
import { DueDate } from '@web/components/work-orders/overdue';
import { UserText } from '@web/components/user-text';
import { formatDateTime, formatHours } from '@web/lib/formatting';
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
  const milestones: [string, string | null][] = [
    ['Created', order.createdAt],
    ['Started', order.startedAt],
    ['Completed', order.completedAt],
    ['Verified', order.verifiedAt],
    ['Closed', order.closedAt],
  ];
  return (
    <div className="grid grid-cols-1 gap-4">
      <dl className="divide-y">
        <Row label="Assignee">
          <AssigneeField order={order} canAssign={canAssign} />
        </Row>
        <Row label="Equipment">
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
                  <Empty text="Model not specified" />
                )}
              </span>
            </>
          ) : (
            <Empty text="Not specified" />
          )}
        </Row>
        <Row label="Vendor">
          {order.vendorName ? (
            <Link
              href={`/vendors?q=${encodeURIComponent(order.vendorName)}`}
              className="text-primary hover:underline"
            >
              <UserText>{order.vendorName}</UserText>
            </Link>
          ) : (
            <Empty text="In-house" />
          )}
        </Row>
        <Row label="Area">{order.area ? <UserText>{order.area}</UserText> : <Empty />}</Row>
        <Row label="Type">{TYPE_LABELS[order.type]}</Row>
        <Row label="Due date">
          <DueDate order={order} />
        </Row>
        <Row label="Estimated hours">
          {order.estimatedHours === null ? <Empty /> : formatHours(order.estimatedHours)}
        </Row>
        <Row label="Requested by">
          {order.requesterName ? <UserText>{order.requesterName}</UserText> : <Empty />}
        </Row>
        {order.satisfactionRating !== null ? (
          <Row label="Rating">
            <RatingStars rating={order.satisfactionRating} />
          </Row>
        ) : null}
      </dl>
      <div>
        <h3 className="mb-1 text-sm font-semibold">Notes</h3>
        {order.notes ? (
          <p className="text-sm">
            <UserText multiline>{order.notes}</UserText>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">No additional notes.</p>
        )}
      </div>
      <CloseOutSummary order={order} />
      <div>
        <h3 className="mb-1 text-sm font-semibold">Timeline</h3>
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
