import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSummary } from '../app';
import { webhookEndpoints } from '../db/schema';
import { bearer } from './http';
import { callRoute, caseOf, routeKey } from './route-runner';
import { buildWorld, type PrincipalName, type World } from './route-world';
import { createTestApp, type TestApp } from './test-app';

/** A value no answer may ever carry, put into every setting that holds a secret. */
const CANARY = 'canary-5e1f0c7a-never-echo-this-secret-value';
const vapid = webpush.generateVAPIDKeys();
const ENV_CANARY = 'FIELDWORK_CANARY_SECRET';

let t: TestApp;
let world: World;

beforeAll(async () => {
  // An environment variable the server does not know: a route walking process.env would show it.
  process.env[ENV_CANARY] = CANARY;
  t = await createTestApp({
    env: {
      JWT_SECRET: `${CANARY}-jwt`,
      METRICS_TOKEN: `${CANARY}-metrics`,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      // Never connected to in this suite (no job runs): only the configuration carries it.
      SMTP_URL: `smtp://fieldwork:${CANARY}-smtp@mail.invalid:587`,
      // Only the configuration carries it: the app uses its own test database's connection.
      DATABASE_URL: `postgres://fieldwork:${CANARY}@db.invalid:5432/fieldwork`,
      // Single sign-on's client secret (issue 28): the settings answer only that one is set.
      OIDC_ISSUER: 'https://login.invalid',
      OIDC_CLIENT_ID: 'fieldwork',
      OIDC_CLIENT_SECRET: `${CANARY}-oidc`,
    },
  });
  world = await buildWorld(t);
  // A webhook endpoint's signing secret (issue 28): the endpoint lists and reads never show it.
  await t.db.insert(webhookEndpoints).values({
    organizationId: world.org.id,
    url: 'https://hooks.example.com/canary',
    eventTypes: ['*'],
    secret: `whsec_${CANARY}`,
  });
});
afterAll(async () => {
  delete process.env[ENV_CANARY];
  await t.close();
});

const CALLERS: PrincipalName[] = ['anonymous', 'technician', 'manager', 'admin'];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** A route without a route case (the docs' assets, the web app): its path with placeholders filled. */
async function callBare(route: RouteSummary, token: string | null) {
  const url = route.url.replace(/:\w+/g, SOME_ID).replace('*', 'index.html');
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

describe('no answer carries a secret (canary values in every secret setting)', () => {
  it('answers every GET route, signed out and as technician, manager and admin, without the canary', async () => {
    const gets = t.app.routeTable.filter((route) => route.method === 'GET');
    const leaks: string[] = [];
    let calls = 0;
    for (const route of gets) {
      const routeCase = caseOf(route);
      for (const name of CALLERS) {
        const who = world.principal(name);
        const response = routeCase
          ? (await callRoute(world, route, routeCase, who)).response
          : await callBare(route, who.token);
        calls += 1;
        const text = `${JSON.stringify(response.headers)}\n${response.body}`;
        // The route world's API keys (issue 28 §2): their secrets were answered once, at creation.
        const apiKeySecrets = (['readKey', 'adminKey'] as const).map(
          (key) => world.principal(key).token ?? '',
        );
        for (const secret of [CANARY, vapid.privateKey, ...apiKeySecrets]) {
          if (text.includes(secret)) leaks.push(`${routeKey(route)} as ${name} (${response.statusCode})`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(calls).toBeGreaterThan(4 * 60);
  });
});
