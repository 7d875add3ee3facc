import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client';
import { decodeCursor, encodeCursor } from '../../src/server/lib/cursor';
import * as dashboardRepo from '../../src/server/modules/dashboard/dashboard.repository';
import { findEquipmentByTag } from '../../src/server/modules/equipment/equipment.repository';
import * as workOrdersRepo from '../../src/server/modules/work-orders/work-orders.repository';
import { countWorkOrderList } from '../../src/server/modules/work-orders/work-order-totals';
import { listWorkOrdersQuerySchema } from '../../src/shared/schemas/work-orders';

/**
 * The reads issue 14 §2 holds against the database's own limit. Each has its URL, a distinct
 * URL per request that no cache can answer (`coldPath`), and the SQL the server runs for it,
 * called through the server's own repository functions (so the yardstick follows the
 * repositories as they change) on a drizzle instance over `pg`, as the server's are.
 *
 * Keep each `sql` in step with its service: it is what the service runs on a cache miss.
 */
export interface HotRead {
  name: string;
  path: string;
  targetP95Ms?: number;
  /** A path per request that misses every cache, or undefined when only a write can clear it. */
  coldPath?: (n: number) => string;
  /** What the server runs for the data of cold request `n` (the same key as `coldPath(n)`). */
  sql: (db: Database, n: number) => Promise<unknown>;
}

export interface HotReadKeys {
  warehouseId: string;
  /** Work orders and asset tags of the warehouse, drawn at random: a different one per cold request. */
  orderIds: string[];
  assetTags: string[];
  /** The server's LIST_COUNT_LIMIT: how far it counts a list's matches exactly. */
  listCountLimit: number;
}

/**
 * A cursor before the newest order ('infinity', then a random id): the server pages after it
 * exactly as after any cursor, so it answers the first page's rows and total, under a cache key
 * of its own. The run checks that it does before relying on it.
 */
export const headCursor = () => encodeCursor({ v: 'infinity', id: randomUUID() });

/**
 * What WorkOrdersService.list runs on a miss (loadPage): the page, then the total — for a head
 * cursor, which carries none, counted as for the first page (ADR 34's tallies or a bounded count).
 */
function listSql(query: Record<string, string>, warehouseId: string, listCountLimit: number) {
  return async (db: Database, cursorText: string) => {
    const parsed = listWorkOrdersQuerySchema.parse({ ...query, cursor: cursorText });
    const now = new Date();
    const cursor = decodeCursor(parsed.cursor);
    const rows = await workOrdersRepo.listWorkOrders(db, warehouseId, parsed, cursor, now);
    const total =
      cursor?.total ??
      (!cursor && rows.length <= parsed.limit
        ? rows.length
        : await countWorkOrderList(db, warehouseId, parsed, now, listCountLimit));
    return { rows, total };
  };
}

/** What DashboardService.stats runs on a miss (compute), for the default 30 days. */
async function dashboardSql(db: Database, warehouseId: string) {
  const to = new Date();
  const day = 86_400_000;
  return Promise.all([
    dashboardRepo.countCreated(db, warehouseId, {
      from: new Date(to.getTime() - 30 * day),
      weekStart: new Date(to.getTime() - 7 * day),
      previousWeekStart: new Date(to.getTime() - 14 * day),
    }),
    dashboardRepo.countCompleted(db, warehouseId, new Date(to.getTime() - 30 * day)),
    dashboardRepo.countEquipment(db, warehouseId),
  ]);
}

export function hotReads(keys: HotReadKeys): HotRead[] {
  const { warehouseId, orderIds, assetTags } = keys;
  const list = (name: string, query: Record<string, string>): HotRead => {
    const search = new URLSearchParams(query).toString();
    const run = listSql(query, warehouseId, keys.listCountLimit);
    return {
      name,
      path: `/api/work-orders?${search}`,
      targetP95Ms: 25,
      coldPath: () => `/api/work-orders?${search}&cursor=${headCursor()}`,
      sql: (db) => run(db, headCursor()),
    };
  };
  const order = (n: number) => orderIds[n % orderIds.length]!;
  const tag = (n: number) => assetTags[n % assetTags.length]!;
  return [
    list('GET /api/work-orders?limit=50', { limit: '50' }),
    list('GET /api/work-orders?status=in_progress&limit=50', { status: 'in_progress', limit: '50' }),
    {
      name: 'GET /api/work-orders/:id',
      path: `/api/work-orders/${order(0)}`,
      coldPath: (n) => `/api/work-orders/${order(n)}`,
      sql: (db, n) => workOrdersRepo.findWorkOrderRecord(db, warehouseId, order(n)),
    },
    {
      name: 'GET /api/equipment/asset/:assetTag',
      path: `/api/equipment/asset/${encodeURIComponent(tag(0))}`,
      coldPath: (n) => `/api/equipment/asset/${encodeURIComponent(tag(n))}`,
      sql: (db, n) => findEquipmentByTag(db, warehouseId, tag(n)),
    },
    {
      name: 'GET /api/dashboard/stats',
      path: '/api/dashboard/stats',
      targetP95Ms: 50,
      sql: (db) => dashboardSql(db, warehouseId),
    },
  ];
}
