import type { NotificationPriority, NotificationType } from '../../../shared/domain';
import type { notifications } from '../schema';
import { createdAtOf, isOpen, STAGE, stageTime } from './drafts';
import type { StockLedger } from './parts';
import { addDays, addHours } from './random';
import type { PlantContext, SeededPart, WorkOrderDraft } from './types';
import { foNumberOf } from './work-order-rows';
import { escalationNotice } from '../../modules/work-orders/escalation-notice';
import { withTexts, wordedNotice, type NoticeTexts } from '../../modules/notifications/notice-texts';
import type { SeededEscalation } from './escalations';
import { escalationDigest } from '../../modules/work-orders/escalation-digest';

type NotificationRow = typeof notifications.$inferInsert;

interface NotificationEvent {
  type: NotificationType;
  priority: NotificationPriority;
  title: string;
  message: string;
  /** What each reader's language words the title and message from (issue 29 §2). */
  texts?: NoticeTexts;
  data: Record<string, unknown>;
  at: Date;
  recipients: string[];
  /** Read once this old: supervisors deal with an escalation within their shift. */
  seenAfterHours?: number;
}

export interface NotificationSources {
  drafts: WorkOrderDraft[];
  numbers: Map<string, string>;
  parts: SeededPart[];
  ledger: StockLedger;
  escalations: SeededEscalation[];
}

/**
 * What the notification service would have sent in the last two weeks, derived from the
 * seeded orders, stock and equipment so every notification points at a real record.
 */
export function buildNotifications(ctx: PlantContext, sources: NotificationSources): NotificationRow[] {
  const since = addDays(ctx.now, -14);
  return events(ctx, sources)
    .filter((event) => event.at >= since && event.at <= ctx.now)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .flatMap((event) => [...new Set(event.recipients)].map((userId) => toRow(ctx, event, userId)));
}

function events(
  ctx: PlantContext,
  { drafts, numbers, parts, ledger, escalations }: NotificationSources,
): NotificationEvent[] {
  const { coordinators, notifiedTechnician } = ctx.staff;
  const list: NotificationEvent[] = [];
  const orderData = (draft: WorkOrderDraft) => ({
    workOrderId: draft.id,
    foNumber: foNumberOf(numbers, draft),
  });
  for (const draft of drafts) {
    const fo = foNumberOf(numbers, draft);
    const { tag } = draft.unit;
    const assignedAt = stageTime(draft, STAGE.assigned);
    if (assignedAt && draft.assignee === notifiedTechnician && isOpen(draft)) {
      list.push({
        type: 'wo_assigned',
        priority: assignmentPriority(draft),
        ...wordedNotice(
          { title: { key: 'notification.woAssigned.title', params: { number: fo } } },
          draft.description,
        ),
        data: orderData(draft),
        at: assignedAt,
        recipients: [notifiedTechnician],
      });
    }
    if (draft.pmTemplateId) {
      // The due date is data (dueAt) for the reader's screen to write, never text.
      list.push({
        type: 'pm_generated',
        priority: 'normal',
        ...wordedNotice({ title: { key: 'notification.pmGenerated.title', params: { count: 1 } } }, fo),
        data: {
          ...orderData(draft),
          pmTemplateId: draft.pmTemplateId,
          dueAt: draft.dueDate ? draft.dueDate.toISOString() : null,
        },
        at: createdAtOf(draft),
        recipients: [ctx.staff.planner],
      });
    }
    if (draft.unit.status === 'maintenance' && draft.type === 'corrective' && isOpen(draft)) {
      // What equipment-alert.ts sends when an asset stops.
      list.push({
        type: 'equipment_alert',
        priority: 'high',
        ...wordedNotice({
          title: { key: 'notification.equipmentStopped.title', params: { tag, status: 'maintenance' } },
          message: {
            key: 'notification.equipmentStopped.message',
            params: { name: draft.unit.name, criticality: 'high', status: 'maintenance', before: 'active' },
          },
        }),
        data: { equipmentId: draft.unit.id, ...orderData(draft) },
        at: createdAtOf(draft),
        recipients: coordinators,
      });
    }
  }

  // What the escalation job sent, when it ran (escalations.ts), to the plant's supervisors and
  // managers: a run's single escalation by its own notice, more as one digest (issue 30 §5).
  for (const run of escalationRuns(escalations)) {
    const [only] = run;
    list.push({
      ...(run.length === 1 && only
        ? escalationNotice(only)
        : escalationDigest(
            run.map((e) => ({ level: e.level, orders: 1, critical: e.priority === 'critical' ? 1 : 0 })),
          )),
      at: run[0]!.at,
      recipients: ctx.staff.supervisorsAndManagers,
      seenAfterHours: 8,
    });
  }

  for (const { id, spec } of parts) {
    const low = ledger.lowSince.get(id);
    if (!low) continue;
    // What parts.service.ts sends when a part reaches its reorder point.
    list.push({
      type: 'part_low_stock',
      priority: low.stock === 0 ? 'high' : 'normal',
      ...wordedNotice({
        title: {
          key: low.stock === 0 ? 'notification.partOutOfStock.title' : 'notification.partLowStock.title',
          params: { name: spec.name },
        },
        message: {
          key: 'notification.partLowStock.message',
          params: {
            partNumber: spec.partNumber,
            stockLevel: String(low.stock),
            reorderPoint: String(spec.reorderPoint),
          },
        },
      }),
      data: { partId: id, partNumber: spec.partNumber },
      at: low.at,
      recipients: coordinators,
    });
  }
  return list;
}

function assignmentPriority(draft: WorkOrderDraft): NotificationPriority {
  if (draft.type === 'emergency') return 'critical';
  return draft.priority === 'high' || draft.priority === 'critical' ? 'high' : 'normal';
}

/** Older notifications have mostly been read; the last two days' mostly not. */
function toRow(ctx: PlantContext, event: NotificationEvent, userId: string): NotificationRow {
  const ageHours = (ctx.now.getTime() - event.at.getTime()) / 3_600_000;
  const read =
    event.seenAfterHours === undefined
      ? ageHours > 48
        ? ctx.rng.chance(0.75)
        : ageHours > 1 && ctx.rng.chance(0.2)
      : ageHours > event.seenAfterHours;
  return {
    id: ctx.rng.uuid(),
    organizationId: ctx.organizationId,
    warehouseId: ctx.warehouseId,
    userId,
    type: event.type,
    title: event.title,
    message: event.message,
    priority: event.priority,
    data: event.texts ? withTexts(event.data, event.texts) : event.data,
    read,
    readAt: read ? addHours(event.at, ctx.rng.float(0.05, Math.min(ageHours * 0.9, 24))) : null,
    createdAt: event.at,
  };
}

/** The plant's escalations by the job's run that made them, in time order. */
function escalationRuns(escalations: SeededEscalation[]): SeededEscalation[][] {
  const runs = new Map<number, SeededEscalation[]>();
  for (const escalation of escalations) {
    const at = escalation.at.getTime();
    runs.set(at, [...(runs.get(at) ?? []), escalation]);
  }
  return [...runs.entries()].sort(([a], [b]) => a - b).map(([, run]) => run);
}
