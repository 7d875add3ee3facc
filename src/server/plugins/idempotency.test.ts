import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, users } from '../db/schema';
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

describe('Idempotency-Key after a crash or a race (exactly once)', () => {
  const post = (key: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...auth, 'idempotency-key': key },
      payload: payload(email),
    });
  const usersWith = async (email: string) => t.db.select().from(users).where(eq(users.email, email));

  it('does not hold a retry for 24 hours behind a claim a crashed request left', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.role, 'admin'));
    // What a server killed mid-request used to leave: the key claimed, no answer, nothing written.
    await t.db.insert(idempotencyKeys).values({
      userId: admin!.id,
      key: 'crashed-1',
      method: 'POST',
      path: '/api/users',
      requestHash: 'whatever-the-first-attempt-sent',
      createdAt: t.clock.now(),
    });
    const retry = await post('crashed-1', 'after.crash@x.example');
    expect(retry.statusCode).toBe(201);
    expect(await usersWith('after.crash@x.example')).toHaveLength(1);
    const again = await post('crashed-1', 'after.crash@x.example');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await usersWith('after.crash@x.example')).toHaveLength(1);
  });

  it('keeps nothing when the commit fails, so the retry performs the write once', async () => {
    // The write succeeds but its transaction cannot commit (as when the database goes away at
    // that moment): a deferred trigger refuses the first commit (a sequence survives the rollback).
    await t.pool.query(`
      create sequence commit_attempts;
      create function refuse_commit_once() returns trigger language plpgsql as $$
      begin
        if nextval('commit_attempts') = 1 then raise exception 'commit refused'; end if;
        return null;
      end $$;
      create constraint trigger refuse_commit after insert on users
        deferrable initially deferred for each row execute function refuse_commit_once();`);
    try {
      const first = await post('commit-1', 'commit.fails@x.example');
      expect(first.statusCode).toBe(503);
      expect(first.headers['retry-after']).toBe('5');
      expect(await usersWith('commit.fails@x.example')).toHaveLength(0);
      const retry = await post('commit-1', 'commit.fails@x.example');
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(await usersWith('commit.fails@x.example')).toHaveLength(1);
    } finally {
      await t.pool.query(
        'drop trigger refuse_commit on users; drop function refuse_commit_once(); drop sequence commit_attempts',
      );
    }
  });

  it('writes once when two requests carry the same key at the same moment', async () => {
    const before = t.events.length;
    const [a, b] = await Promise.all([post('race-1', 'race@x.example'), post('race-1', 'race@x.example')]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].sort()).toEqual([
      'true',
      undefined,
    ]);
    expect(b.json()).toEqual(a.json());
    expect(await usersWith('race@x.example')).toHaveLength(1);
    const created = t.events.slice(before).filter((e) => e.type === 'user' && e.action === 'created');
    expect(created.map((e) => e.id)).toEqual([a.json().id]);
  });
});
