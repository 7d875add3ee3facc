import { randomUUID } from 'node:crypto';
import { encodeCursor } from '../../src/server/lib/cursor';

/**
 * The reads issue 30 holds against PostgreSQL itself: the API's cold throughput against pgbench
 * over the statements the server runs for them (yardstick.ts). Request `n` asks key `n` (of as
 * many as the yardstick captured), so the API and pgbench run the same keys.
 */
export interface HotRead {
  name: string;
  /** The first page, order or search of key `n`. */
  path: (n: number) => string;
  /** A list: the server caches its pages, so each cold request adds a head cursor of its own. */
  paged: boolean;
}

export interface HotReadKeys {
  /** Work orders of the warehouse, drawn at random. */
  orderIds: string[];
  /** FO numbers of the warehouse's orders, drawn at random: a search types one but its last two digits. */
  foNumbers: string[];
}

/**
 * A cursor before the newest order ('infinity', then a random id): the server pages after it
 * exactly as after any cursor, so it answers the first page's rows and total, under a cache key
 * of its own. The run checks that it does before relying on it (probes.ts).
 */
export const headCursor = () => encodeCursor({ v: 'infinity', id: randomUUID() });

/** Request `n` of a cold run: a key the server has no answer cached for. */
export const coldPath = (read: HotRead, n: number) =>
  read.paged ? `${read.path(n)}&cursor=${headCursor()}` : read.path(n);

export function hotReads(keys: HotReadKeys): HotRead[] {
  const order = (n: number) => keys.orderIds[n % keys.orderIds.length]!;
  // A hundred numbers match, so the first page counts its total as a list's does (a head cursor always counts).
  const term = (n: number) => keys.foNumbers[n % keys.foNumbers.length]!.slice(0, -2);
  return [
    { name: 'GET /api/work-orders?limit=50', path: () => '/api/work-orders?limit=50', paged: true },
    {
      name: 'GET /api/work-orders?status=in_progress&limit=50',
      path: () => '/api/work-orders?status=in_progress&limit=50',
      paged: true,
    },
    {
      name: 'GET /api/work-orders?q=<FO number prefix>&limit=50',
      path: (n) => `/api/work-orders?${new URLSearchParams({ q: term(n), limit: '50' }).toString()}`,
      paged: true,
    },
    { name: 'GET /api/work-orders/:id', path: (n) => `/api/work-orders/${order(n)}`, paged: false },
  ];
}
