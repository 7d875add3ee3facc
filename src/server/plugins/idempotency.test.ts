import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildTenant } from '../test/factories';
import { bearer, login } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let auth: Record<string, string>;
let warehouseId: string;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await buildTenant(t.db);
  warehouseId = tenant.main.id;
  auth = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token);
});
afterAll(() => t.close());

const payload = (email: string) => ({
  firstName: 'Ira',
  lastName: 'Novak',
  email,
  role: 'technician',
  warehouseIds: [warehouseId],
  password: 'initial-password-1',
});

describe('Idempotency-Key', () => {
  it('replays the first answer and changes nothing the second time', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { ...auth, 'idempotency-key': 'key-1' },
        payload: payload('ira@x.example'),
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await t.db.select().from(users).where(eq(users.email, 'ira@x.example'))).toHaveLength(1);
  });

  it('refuses the same key for a different request', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...auth, 'idempotency-key': 'key-2' },
      payload: payload('a@x.example'),
    });
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...auth, 'idempotency-key': 'key-2' },
      payload: payload('b@x.example'),
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for a different request');
  });

  it('replays a client error too, so a retried bad request stays the same answer', async () => {
    const bad = { ...payload('ira@x.example') };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...auth, 'idempotency-key': 'key-3' },
      payload: bad,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...auth, 'idempotency-key': 'key-3' },
      payload: bad,
    });
    expect(first.statusCode).toBe(409);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('forgets keys after 24 hours', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { ...auth, 'idempotency-key': 'key-4' },
        payload: payload('late@x.example'),
      });
    expect((await send()).statusCode).toBe(201);
    t.clock.advance(25 * 3_600_000);
    auth = bearer(
      (
        await login(
          t.app,
          (await t.db.select().from(users).where(eq(users.role, 'admin')))[0]!.email,
          'correct-horse-battery',
        )
      ).token,
    );
    const later = await send();
    expect(later.statusCode).toBe(409);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });
});
