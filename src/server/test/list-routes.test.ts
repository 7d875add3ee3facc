import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteSummary } from '../app';
import { bearer } from './http';
import { buildWorld, type World } from './route-world';
import { apiRoutes, caseOf, routeKey } from './route-runner';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
});
afterAll(() => t.close());

/** A GET whose answer is an array is a list (architecture §5), however it was written. */
const listRoutes = () =>
  apiRoutes(t.app.routeTable).filter((route) => route.method === 'GET' && route.ok instanceof z.ZodArray);

interface Page {
  status: number;
  items: unknown[];
  total: string | undefined;
  next: string | undefined;
  body: string;
}

async function fetchPage(route: RouteSummary, query: Record<string, string>): Promise<Page> {
  const routeCase = caseOf(route);
  if (!routeCase) throw new Error(`${routeKey(route)} has no route case`);
  const admin = world.principal('admin');
  const call = await routeCase.call(world, admin);
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(call.params?.[name] ?? ''));
  const response = await t.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams({ ...call.query, ...query }).toString()}`,
    headers: bearer(admin.token ?? ''),
  });
  return {
    status: response.statusCode,
    items: response.statusCode === 200 ? response.json<unknown[]>() : [],
    total: response.headers['x-total-count'] as string | undefined,
    next: response.headers['x-next-cursor'] as string | undefined,
    body: response.body.slice(0, 200),
  };
}

describe('every list answers X-Total-Count and pages with limit and cursor', () => {
  it('finds the lists in the route table', () => {
    expect(listRoutes().length).toBeGreaterThan(15);
  });

  it('probe', async () => {
    for (const route of listRoutes()) {
      const p = await fetchPage(route, { limit: '1' });
      console.log(routeKey(route), p.status, p.total, p.next, p.items.length);
    }
  });
});
