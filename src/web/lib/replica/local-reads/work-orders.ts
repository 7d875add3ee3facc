import { REPLICA_CLOSED_DAYS } from '@shared/constants';
import { PRIORITIES } from '@shared/domain';
import { listWorkOrdersQuerySchema, type WorkOrder, type WorkOrderSort } from '@shared/schemas/work-orders';
import { formatFoNumber, isOverdue, parseFoNumber } from '@shared/work-order-rules';
import { pageQuerySchema } from '@shared/schemas/common';
import type { WorkOrderBundle } from '@shared/schemas/sync';
import type { Replica } from '../replica';
import { libText } from '../../lib-texts';
import { viewKeys } from '../replica-views';
import { locationScope } from './locations';
import {
  answer,
  compareText,
  matchesSearch,
  NotOnDeviceError,
  pageOfRows,
  parseQuery,
  type LocalContext,
  type LocalRead,
} from './local-answer';

const rank = (priority: WorkOrder['priority']) => PRIORITIES.indexOf(priority);

/** The server's keyset orders (work-orders.repository SORTS), ties broken by id the same way. */
const SORTS: Record<WorkOrderSort, (a: WorkOrder, b: WorkOrder) => number> = {
  '-createdAt': (a, b) => compareText(b.createdAt, a.createdAt) || compareText(b.id, a.id),
  createdAt: (a, b) => compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id),
  // No due date comes last, as 'infinity' does.
  dueDate: (a, b) => compareText(a.dueDate ?? '~', b.dueDate ?? '~') || compareText(a.id, b.id),
  '-priority': (a, b) => rank(b.priority) - rank(a.priority) || compareText(b.id, a.id),
  '-updatedAt': (a, b) => compareText(b.updatedAt, a.updatedAt) || compareText(b.id, a.id),
};

/** The equipment standing at a location (and, with `includeDescendants`, anywhere under it). */
async function equipmentAt(
  replica: Replica,
  locationId: string,
  includeDescendants: boolean | undefined,
): Promise<ReadonlySet<string>> {
  const places = await locationScope(replica, locationId, includeDescendants);
  return new Set(
    (await replica.all('equipment'))
      .map((bundle) => bundle.equipment)
      .filter((e) => e.locationId !== null && places.has(e.locationId))
      .map((e) => e.id),
  );
}

/** GET /api/work-orders over the copy: every filter, search, sort and page size the list offers. */
export const listWorkOrders: LocalRead = async ({ replica, query, now }) => {
  const q = parseQuery(listWorkOrdersQuerySchema, query);
  const assetsThere = q.locationId ? await equipmentAt(replica, q.locationId, q.includeDescendants) : null;
  const matches = (await replica.all('work-orders'))
    .map((bundle) => bundle.order)
    .filter(
      (o) =>
        (!q.status?.length || q.status.includes(o.status)) &&
        (!q.priority?.length || q.priority.includes(o.priority)) &&
        (!q.type?.length || q.type.includes(o.type)) &&
        (!q.assignedTo || o.assignedTo === q.assignedTo) &&
        (!q.equipmentId || o.equipmentId === q.equipmentId) &&
        (!assetsThere || (o.equipmentId !== null && assetsThere.has(o.equipmentId))) &&
        (!q.vendorId || o.vendorId === q.vendorId) &&
        (q.overdue === undefined || isOverdue(o, now) === q.overdue) &&
        matchesSearch(q.q, o.foNumber, o.description, o.assetModel),
    )
    .sort(SORTS[q.sort]);
  return pageOfRows(matches, q);
};

/** The device keeps the open orders and those closed lately: any other is not lost, just not here. */
const orderNotOnDevice = () => libText('offline.orderNotOnDevice', { days: REPLICA_CLOSED_DAYS });
/** The wording when this loaded; the error is worded afresh in the screens' language. */
export const ORDER_NOT_ON_DEVICE_MESSAGE = orderNotOnDevice();

async function bundleOf({ replica, params }: LocalContext): Promise<WorkOrderBundle> {
  const bundle = await replica.get('work-orders', params.id ?? '');
  if (!bundle) throw new NotOnDeviceError('offline.orderNotOnDevice', { days: REPLICA_CLOSED_DAYS });
  return bundle;
}

export const getWorkOrder: LocalRead = async (context) => answer((await bundleOf(context)).order);

/** A list the order carries whole (checklist, parts used, labour, history), paged like the server pages it. */
const partOfOrder =
  (part: 'checklist' | 'partsUsage' | 'labor' | 'history'): LocalRead =>
  async (context) =>
    pageOfRows<unknown>((await bundleOf(context))[part], parseQuery(pageQuerySchema, context.query));

export const listChecklist = partOfOrder('checklist');
export const listPartsUsage = partOfOrder('partsUsage');
export const listLabor = partOfOrder('labor');
export const listHistory = partOfOrder('history');

/**
 * The number the server suggested at the last sync, moved past every number of the year the
 * copy or the person's queued orders already use: offline orders in a row get numbers in a row.
 */
export const nextFoNumber: LocalRead = async ({ replica, now, pending }) => {
  const year = now.getUTCFullYear();
  const suggested = (await replica.view(viewKeys.nextFoNumber))?.body as { foNumber?: string } | undefined;
  const fromServer = parseFoNumber(suggested?.foNumber ?? '');
  const queued = pending()
    .filter((action) => action.table === 'work-orders' && action.type === 'create')
    .map((action) => String(action.data.foNumber ?? ''));
  const taken = new Set(
    [...(await replica.all('work-orders')).map((b) => b.order.foNumber), ...queued]
      .map(parseFoNumber)
      .filter((n) => n?.year === year)
      .map((n) => n?.sequence),
  );
  let sequence = fromServer?.year === year ? fromServer.sequence : 1;
  while (taken.has(sequence)) sequence += 1;
  return answer({ foNumber: formatFoNumber(year, sequence) });
};
