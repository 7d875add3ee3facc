import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteSummary } from '../app';
import { makeBusyRecords, type BusyRecords } from './busy-records';
import { bearer } from './http';
import type { RouteCall } from './route-cases';
import { buildWorld, type World, createRouteWorldApp } from './route-world';
import { apiRoutes, caseOf, routeKey } from './route-runner';
import type { TestApp } from './test-app';

let t: TestApp;
let world: World;
let busy: BusyRecords;

beforeAll(async () => {
  t = await createRouteWorldApp();
  world = await buildWorld(t);
  busy = await makeBusyRecords(world);
});
afterAll(() => t.close());

/** A GET whose answer is an array is a list (architecture §5), however it was written. */
const listRoutes = () =>
  apiRoutes(t.app.routeTable).filter((route) => route.method === 'GET' && route.ok instanceof z.ZodArray);

/** Lists this world cannot give two rows; every other list must, so paging is really walked. */
const FEW_HERE: Record<string, string> = {
  'GET /api/warehouses': 'the admin works in one warehouse',
  'GET /api/pm-calendar': "no template matches an equipment's model in this world",
  'GET /api/pm-compliance/equipment':
    'no preventive order in this world (paged in compliance-equipment.test.ts)',
};

/** The busy records for the lists of one record; any other list is called as its route case says. */
async function callOf(route: RouteSummary): Promise<RouteCall> {
  const byUrl: Record<string, RouteCall> = {
    '/api/work-orders/:id/history': { params: { id: busy.workOrderId } },
    '/api/work-orders/:id/checklist': { params: { id: busy.workOrderId } },
    '/api/work-orders/:id/parts-usage': { params: { id: busy.workOrderId } },
    '/api/work-orders/:id/labor': { params: { id: busy.workOrderId } },
    '/api/attachments': { query: { workOrderId: busy.workOrderId } },
    '/api/equipment/:id/history': { params: { id: busy.equipmentId } },
    '/api/parts/:id/movements': { params: { id: busy.partId } },
    '/api/downtime': { query: { equipmentId: busy.equipmentId } },
    '/api/work-orders': {},
  };
  const known = byUrl[route.url];
  if (known) return known;
  const routeCase = caseOf(route);
  if (!routeCase) throw new Error(`${routeKey(route)} has no route case`);
  return routeCase.call(world, world.principal('admin'));
}

async function fetchPage(route: RouteSummary, call: RouteCall, page: Record<string, string>) {
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(call.params?.[name] ?? ''),
  );
  const response = await t.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams({ ...call.query, ...page }).toString()}`,
    headers: bearer(world.principal('admin').token ?? ''),
  });
  return {
    status: response.statusCode,
    items: response.statusCode === 200 ? response.json<unknown[]>() : [],
    total: response.headers['x-total-count'] as string | undefined,
    next: response.headers['x-next-cursor'] as string | undefined,
    body: response.body,
  };
}

describe('every list answers X-Total-Count and pages with limit and cursor (architecture §5)', () => {
  it('finds the lists in the route table', () => {
    expect(listRoutes().length).toBeGreaterThanOrEqual(19);
  });

  it('answers the total, cuts at the limit and walks every row once by the cursor', async () => {
    const problems: string[] = [];
    for (const route of listRoutes()) {
      const key = routeKey(route);
      const call = await callOf(route);
      const whole = await fetchPage(route, call, {});
      if (whole.status !== 200 || whole.total === undefined || !/^\d+$/.test(whole.total)) {
        problems.push(
          `${key}: ${whole.status}, X-Total-Count ${String(whole.total)} ${whole.body.slice(0, 200)}`,
        );
        continue;
      }
      const total = Number(whole.total);
      if (whole.items.length !== Math.min(total, 100))
        problems.push(`${key}: ${whole.items.length} rows of ${total}`);

      const rows: string[] = [];
      let cursor: string | undefined;
      for (let pageNo = 0; pageNo <= total; pageNo += 1) {
        const page = await fetchPage(route, call, { limit: '1', ...(cursor ? { cursor } : {}) });
        if (page.status !== 200) {
          problems.push(
            `${key} limit=1${cursor ? ' with cursor' : ''}: ${page.status} ${page.body.slice(0, 200)}`,
          );
          break;
        }
        if (page.items.length > 1) problems.push(`${key}: limit=1 answered ${page.items.length} rows`);
        if (page.total !== whole.total)
          problems.push(`${key}: total ${String(page.total)} on a page, ${total} whole`);
        rows.push(...page.items.map((item) => JSON.stringify(item)));
        cursor = page.next;
        if (!cursor) break;
      }
      if (total < 2 && !(key in FEW_HERE)) problems.push(`${key}: ${total} rows, too few to page`);
      if (rows.length !== total || new Set(rows).size !== total) {
        problems.push(
          `${key}: walking limit=1 by cursor gave ${rows.length} rows (${new Set(rows).size} distinct) of ${total}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a cursor it did not write, with a message a person can act on', async () => {
    const route = listRoutes().find((r) => r.url === '/api/pm-templates')!;
    const page = await fetchPage(route, {}, { cursor: 'not-a-cursor' });
    expect(page.status).toBe(400);
    expect(JSON.parse(page.body)).toMatchObject({
      message: 'cursor is not valid: start the list again without it',
    });
  });
});
