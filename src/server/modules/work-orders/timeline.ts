import { syncedLater } from '../../../shared/occurred-at';
import type { Downtime } from '../../../shared/schemas/downtime';
import type { TimelineEntry, TimelineOffline } from '../../../shared/schemas/work-order-activity';
import { STATUS_LABELS } from '../../../shared/work-order-rules';
import { toIso } from '../../lib/dates';
import { describeChanges } from '../audit/audit.service';
import { personName, withNames } from '../audit/display-names';
import type { workOrderTimelineSources } from './work-orders.repository';

type Sources = Awaited<ReturnType<typeof workOrderTimelineSources>> & {
  /** The downtime records linked to the order (the downtime module's answer). */
  downtime: Downtime[];
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
/** The new value of a {from, to} change, or the value itself (rows written before changes were diffs). */
const newValue = (value: unknown) =>
  typeof value === 'object' && value !== null && 'to' in value ? (value as { to: unknown }).to : value;

/** Titles of the audit actions recorded on a work order (the status itself has its own history). */
function describeAudit(
  action: string,
  recorded: Record<string, unknown> | null,
  names: ReadonlyMap<string, string>,
): { title: string; detail: string | null; workOrderId?: string } {
  const changes = recorded ? (withNames(recorded, names) as Record<string, unknown>) : null;
  const c = changes ?? {};
  switch (action) {
    case 'created':
      return { title: 'Work order created', detail: null };
    case 'updated':
      return { title: 'Details changed', detail: describeChanges(changes) };
    case 'deleted':
      return { title: 'Work order deleted', detail: null };
    case 'checklist_added':
      return { title: 'Checklist step added', detail: text(c['description']) };
    case 'checklist_updated':
      return {
        title:
          c['reading'] !== undefined
            ? `Meter read: ${text(c['reading'])}`
            : c['status'] === undefined
              ? 'Checklist step edited'
              : `Checklist step ${text(newValue(c['status']))}`,
        detail: text(c['description']) || null,
      };
    case 'part_used':
      return {
        title: 'Part used',
        detail: `${text(c['quantity'])} × ${text(c['partNumber'])} ${text(c['partName'])}`.trim(),
      };
    case 'part_returned':
      return { title: 'Part returned to stock', detail: `${text(c['quantity'])} × ${text(c['partNumber'])}` };
    case 'labor_logged':
      return {
        title: 'Labour logged',
        detail: `${text(c['hours'])} h${c['note'] ? ` · ${text(c['note'])}` : ''}`,
      };
    case 'labor_started':
      return { title: 'Labour timer started', detail: null };
    case 'labor_removed':
      return { title: 'Labour entry removed', detail: null };
    case 'follow_up_created':
      return {
        title: `Follow-up ${text(c['foNumber'])} raised`,
        detail: text(c['step']) || null,
        ...(typeof recorded?.['workOrderId'] === 'string' ? { workOrderId: recorded['workOrderId'] } : {}),
      };
    case 'attachment_added':
      return { title: 'Attachment added', detail: text(c['fileName']) || null };
    case 'attachment_removed':
      return { title: 'Attachment removed', detail: text(c['fileName']) || null };
    case 'closed_out':
      return {
        title: 'Close-out recorded',
        detail:
          [
            c['problem'] ? `Problem: ${text(c['problem'])}` : '',
            c['cause'] ? `Cause: ${text(c['cause'])}` : '',
            c['remedy'] ? `Remedy: ${text(c['remedy'])}` : '',
            text(c['note']),
          ]
            .filter(Boolean)
            .join(' · ') || null,
      };
    case 'escalated':
      return {
        title: `Escalated to level ${text(newValue(c['escalationLevel'] ?? c['level']))}`,
        detail: text(c['reason']) || null,
      };
    default:
      return { title: action.replaceAll('_', ' '), detail: describeChanges(changes) };
  }
}

/** A stop's length as people say it: "2 h 15 min", "3 h", "40 min" (whole minutes, at least 1). */
export function downtimeLength(startedAt: string, endedAt: string): string {
  const minutes = Math.max(1, Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * When the order's equipment went down and when that downtime ended, by whom and why. "Ended",
 * not "back in service": retiring the equipment also ends its downtime.
 */
function downtimeEntries(stop: Downtime): TimelineEntry[] {
  const down: TimelineEntry = {
    at: stop.startedAt,
    kind: 'downtime',
    title: `${stop.equipmentAssetTag} went down`,
    detail: `${stop.reasonLabel} (${stop.planned ? 'planned' : 'unplanned'})`,
    userName: stop.openedByName,
    workOrderId: null,
  };
  if (!stop.endedAt) return [down];
  const ended: TimelineEntry = {
    at: stop.endedAt,
    kind: 'downtime',
    title: `${stop.equipmentAssetTag} downtime ended`,
    detail: `Down ${downtimeLength(stop.startedAt, stop.endedAt)}`,
    userName: stop.closedByName,
    workOrderId: null,
  };
  return [ended, down];
}

/** What a row written for an action done offline keeps beside its own time (the occurredClaim columns). */
interface Recorded {
  recordedAt: Date | null;
  claimedAt: Date | null;
  claimRefused: string | null;
}

/**
 * The offline note of an action that happened `at`: why the device's time was not used, or
 * when it synced if that was later than the time it took to travel.
 */
function offlineNote(
  at: Date,
  { recordedAt, claimedAt, claimRefused }: Recorded,
): { offline?: TimelineOffline } {
  if (!recordedAt || !claimedAt) return {};
  if (claimRefused) {
    const refused = { deviceTime: toIso(claimedAt), reason: claimRefused };
    return { offline: { syncedAt: toIso(recordedAt), refused } };
  }
  return syncedLater(at, recordedAt) ? { offline: { syncedAt: toIso(recordedAt), refused: null } } : {};
}

/**
 * Status changes, recorded work and the equipment's stops of one order, newest first (an action
 * done offline at when it was done); `names` names the people and records the changes refer to
 * by id (loadDisplayNames).
 */
export function buildWorkOrderTimeline(
  { statuses, changes, downtime }: Sources,
  names: ReadonlyMap<string, string>,
): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...statuses.map((s) => ({
      at: toIso(s.changedAt),
      kind: 'status' as const,
      title: s.fromStatus
        ? `${STATUS_LABELS[s.fromStatus]} → ${STATUS_LABELS[s.toStatus]}`
        : `Opened as ${STATUS_LABELS[s.toStatus]}`,
      detail: s.note,
      userName: personName(s.userId, s.userName),
      workOrderId: null,
      ...offlineNote(s.changedAt, s),
    })),
    ...changes.map((c) => {
      const { workOrderId = null, ...described } = describeAudit(c.action, c.changes ?? null, names);
      const at = c.occurredAt ?? c.createdAt;
      return {
        at: toIso(at),
        kind: 'change' as const,
        ...described,
        userName: personName(c.userId, c.userName),
        workOrderId,
        ...offlineNote(at, { ...c, recordedAt: c.createdAt }),
      };
    }),
    ...downtime.flatMap(downtimeEntries),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}
