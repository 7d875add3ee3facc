import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINCIPALS, buildWorld, type World, createRouteWorldApp } from './route-world';
import { apiRoutes, callRoute, caseOf, expectedStatus, routeKey } from './route-runner';
import type { TestApp } from './test-app';

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await createRouteWorldApp();
  world = await buildWorld(t);
});
afterAll(() => t.close());

/**
 * The authorization matrix (issue 9): every route of the server's own route table, called as
 * every kind of person — nobody, Main's technician and supervisor, the organization's manager
 * and admin (both plants), and North's technician, supervisor, manager and admin with Main's
 * real ids (one-plant people, refused what every plant shares: issue 22 §7) — answers what
 * permissions.ts, the warehouse rule and the record policies (src/shared/policies) predict.
 */
describe('authorization matrix', () => {
  it('has a case for every route, so a new route cannot skip the matrix', () => {
    const missing = apiRoutes(t.app.routeTable)
      .filter((route) => !caseOf(route))
      .map(routeKey);
    expect(missing).toEqual([]);
  });

  it('answers every route × principal as the rules predict', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of apiRoutes(t.app.routeTable)) {
      const routeCase = caseOf(route);
      if (!routeCase) continue;
      for (const name of PRINCIPALS) {
        const who = world.principal(name);
        const expected = expectedStatus(world, route, routeCase, who);
        const { response } = await callRoute(world, route, routeCase, who);
        checked += 1;
        const ok =
          expected === 'success'
            ? response.statusCode >= 200 && response.statusCode < (routeCase.redirects ? 400 : 300)
            : response.statusCode === expected;
        if (!ok) {
          mismatches.push(
            `${routeKey(route)} as ${name}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    console.warn(`authorization matrix: ${checked} route × principal calls checked`);
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(600);
    // Only bounds a hang: over 2,000 calls, one after another, took longer than the suite's
    // 180 s on a 2-core machine busy with other work (CI, 2026-12-01).
  }, 900_000);
});
