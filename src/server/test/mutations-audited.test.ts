import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxEvents } from '../db/schema';
import { buildWorld, type World, createRouteWorldApp } from './route-world';
import { apiRoutes, callRoute, caseOf, routeKey } from './route-runner';
import type { TestApp } from './test-app';

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await createRouteWorldApp();
  world = await buildWorld(t);
});
afterAll(() => t.close());

const countEvents = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(outboxEvents))[0]?.n ?? 0;
const auditIds = async () =>
  new Set((await t.db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id));

/**
 * Every mutation goes through the one path that writes its audit row and its outbox event
 * (architecture §5): each non-GET route of the route table, called once as someone allowed,
 * leaves at least one audit row naming who did what (with before/after for an edit) and at
 * least one outbox event.
 */
describe('every mutation is audited and announced', () => {
  it('writes an audit row and an outbox event for every non-GET route', async () => {
    const problems: string[] = [];
    const writes = apiRoutes(t.app.routeTable).filter((r) => r.method !== 'GET');
    for (const route of writes) {
      const routeCase = caseOf(route);
      if (!routeCase) {
        problems.push(`${routeKey(route)}: no route case`);
        continue;
      }
      const who = world.principal(routeCase.isPublic ? 'anonymous' : 'admin');
      const audits = await auditIds();
      const events = await countEvents();
      const { response, caller } = await callRoute(world, route, routeCase, who);
      const label = `${routeKey(route)} → ${response.statusCode}`;
      if (response.statusCode >= 300) {
        problems.push(`${label}: the call itself failed ${response.body.slice(0, 160)}`);
        continue;
      }
      const newAudits = (await t.db.select().from(auditLog)).filter((a) => !audits.has(a.id));
      if (newAudits.length === 0) problems.push(`${label}: no audit row`);
      if ((await countEvents()) === events) problems.push(`${label}: no outbox event`);
      const expectedActor = routeCase.isPublic ? undefined : caller.userId;
      if (expectedActor && !newAudits.some((a) => a.userId === expectedActor))
        problems.push(`${label}: no audit row names the caller`);
      const isEdit = route.method === 'PATCH' || route.method === 'PUT';
      const showsChange = newAudits.some((a) =>
        Object.values(a.changes ?? {}).some(
          (v) => typeof v === 'object' && v !== null && 'from' in v && 'to' in v,
        ),
      );
      if (isEdit && !showsChange) problems.push(`${label}: the audit row has no before/after`);
    }
    console.warn(`mutations audited: ${writes.length} non-GET routes checked`);
    expect(problems).toEqual([]);
    expect(writes.length).toBeGreaterThan(40);
  });
});
