import type { ReplicaCollection } from '../../../shared/schemas/sync';
import type { FeedEvent } from './sync.repository';

/** A record of the device's copy an event says has changed (or may be gone). */
export interface ReplicaKey {
  collection: ReplicaCollection;
  id: string;
}

const idIn = (data: Record<string, unknown>, field: string): string[] => {
  const value = data[field];
  return typeof value === 'string' ? [value] : [];
};

const idsIn = (data: Record<string, unknown>, field: string): string[] => {
  const value = data[field];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/** A CSV import's batch event (issue 28 §4) names its records in `ids`; other events name their own. */
const importedIds = (event: Pick<FeedEvent, 'action' | 'data'>) =>
  event.action === 'imported' ? idsIn(event.data, 'ids') : undefined;

const keys = (collection: ReplicaCollection, ids: readonly string[]): ReplicaKey[] =>
  ids.map((id) => ({ collection, id }));

/**
 * The copy's records an event touches (ADR 42). A work order is copied whole with its checklist,
 * parts, labour, files and timeline, so a change to any of them names the order; a part used also
 * changes the part's stock; downtime changes its equipment's status and its order's timeline.
 * Events of kinds the copy does not hold name nothing. `notifications` are answered whole, so any
 * of the reader's notification events names the collection.
 */
export function replicaKeysOf(event: Pick<FeedEvent, 'type' | 'action' | 'entityId' | 'data'>): ReplicaKey[] {
  const { data } = event;
  switch (event.type) {
    case 'work_order':
      return event.action === 'generated'
        ? keys('work-orders', idsIn(data, 'workOrderIds'))
        : keys('work-orders', [event.entityId]);
    case 'checklist_item':
    case 'labor_entry':
      return keys('work-orders', idIn(data, 'workOrderId'));
    case 'parts_usage':
      return [...keys('work-orders', idIn(data, 'workOrderId')), ...keys('parts', idIn(data, 'partId'))];
    case 'attachment':
      return [
        ...keys('work-orders', idIn(data, 'workOrderId')),
        ...keys('equipment', idIn(data, 'equipmentId')),
      ];
    case 'downtime':
      return [
        ...keys('downtime', [event.entityId]),
        ...keys('equipment', idIn(data, 'equipmentId')),
        ...keys('work-orders', idIn(data, 'workOrderId')),
      ];
    case 'equipment':
      return keys('equipment', importedIds(event) ?? [event.entityId]);
    case 'part':
      return keys('parts', [event.entityId]);
    case 'vendor':
      return keys('vendors', importedIds(event) ?? [event.entityId]);
    case 'pm_template':
      return keys('pm-templates', [event.entityId]);
    case 'user':
      return keys('profiles', [event.entityId]);
    case 'notification':
      return keys('notifications', [event.entityId]);
    default:
      return [];
  }
}
