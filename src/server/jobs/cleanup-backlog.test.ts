import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_HOURS, LOOSE_ATTACHMENT_DAYS } from '../../shared/constants';
import { buildEquipment, buildTenant } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { cleanupJob, OUTBOX_KEPT_DAYS, READ_NOTIFICATIONS_KEPT_DAYS } from './cleanup.job';
import { PRUNE_BATCH_SIZE } from './prune-in-batches';
import { failDeletesOf, loadBacklog, STORAGE_FAILED, withHeapPeak } from '../test/backlog';

const NOW = new Date('2026-06-01T08:00:00Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const KEYS_CUTOFF = hoursBefore(IDEMPOTENCY_TTL_HOURS);
const OUTBOX_CUTOFF = hoursBefore(OUTBOX_KEPT_DAYS * 24);
const LOOSE_CUTOFF = hoursBefore(LOOSE_ATTACHMENT_DAYS * 24);
const BACKLOG = 20_000;
const LOOSE_BACKLOG = 2_500;

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
});
afterAll(() => t.close());

const countOf = async (query: SQL) => Number((await t.db.execute<{ n: number }>(query)).rows[0]?.n);

/** `count` keys, one a second, the newest `newestSecondsBefore` before the cutoff (negative: after). */
async function insertKeys(prefix: string, count: number, newestSecondsBefore: number) {
  await loadBacklog(
    t.db,
    sql`
    insert into idempotency_keys (user_id, key, method, path, request_hash, status_code, response_body, created_at)
    select gen_random_uuid(), ${prefix} || g, 'POST', '/api/work-orders', md5(g::text), 201, repeat('x', 200),
      ${KEYS_CUTOFF}::timestamptz - make_interval(secs => ${newestSecondsBefore}::int + ${count}::int - g)
    from generate_series(1, ${count}::int) g`,
  );
}

/** `count` events, one a second, dispatched 50 ms after they were written (or never). */
async function insertEvents(prefix: string, count: number, newestSecondsBefore: number, dispatched = true) {
  await loadBacklog(
    t.db,
    sql`
    insert into outbox_events (topic, type, action, entity_id, data, at, created_at, dispatched_at)
    select 'work_orders', 'work_order', 'updated', ${prefix} || g, jsonb_build_object('description', repeat('y', 200)),
      created, created, case when ${dispatched}::boolean then created + interval '50 milliseconds' end
    from generate_series(1, ${count}::int) g,
      lateral (select ${OUTBOX_CUTOFF}::timestamptz - make_interval(secs => ${newestSecondsBefore}::int + ${count}::int - g)
        as created) c`,
  );
}

/** `count` uploads with their bytes, one a second; attached to an equipment when `equipmentId` is set. */
async function insertFiles(prefix: string, count: number, newestSecondsBefore: number, equipmentId?: string) {
  await loadBacklog(
    t.db,
    sql`
    with files as (
      insert into attachments (organization_id, warehouse_id, equipment_id, file_name, file_size, file_type, created_at)
      select ${tenant.org.id}, ${tenant.main.id}, ${equipmentId ?? null}::uuid, ${prefix} || g || '.png', 1, 'image/png',
        ${LOOSE_CUTOFF}::timestamptz - make_interval(secs => ${newestSecondsBefore}::int + ${count}::int - g)
      from generate_series(1, ${count}::int) g
      returning id
    )
    insert into attachment_contents (attachment_id, data) select id, '\\x00'::bytea from files`,
  );
}

const SIGN_IN_BACKLOG = 2_500;
const SESSIONS_CUTOFF = hoursBefore(30 * 24);

/** Sessions of `userId` that expired (or, `revoked`, were revoked) long before the cutoff, and throttles (sign-in, request portal) and devices idle a year. */
async function insertSignInState(userId: string) {
  const yearAgo = hoursBefore(365 * 24);
  await loadBacklog(
    t.db,
    sql`insert into sessions (user_id, created_at, last_used_at, expires_at, revoked_at)
    select ${userId}, ${yearAgo}::timestamptz, ${yearAgo}::timestamptz,
      case when g % 2 = 0 then ${SESSIONS_CUTOFF}::timestamptz - interval '1 day' else ${NOW.toISOString()}::timestamptz + interval '1 day' end,
      case when g % 2 = 1 then ${SESSIONS_CUTOFF}::timestamptz - interval '1 day' end
    from generate_series(1, ${SIGN_IN_BACKLOG}::int) g`,
  );
  await loadBacklog(
    t.db,
    sql`insert into sign_in_throttles (account_key, scope, failures, last_attempt_at)
    select 'idle-' || g, 'account', 1, ${yearAgo}::timestamptz from generate_series(1, ${SIGN_IN_BACKLOG}::int) g`,
  );
  await loadBacklog(
    t.db,
    sql`insert into known_devices (user_id, token_hash, created_at, last_used_at)
    select ${userId}, md5('idle-' || g), ${yearAgo}::timestamptz, ${yearAgo}::timestamptz
    from generate_series(1, ${SIGN_IN_BACKLOG}::int) g`,
  );
  await loadBacklog(
    t.db,
    sql`insert into request_throttles (scope, window_start, hits)
    select 'address:idle-' || g, ${yearAgo}::timestamptz, 1 from generate_series(1, ${SIGN_IN_BACKLOG}::int) g`,
  );
}

const NOTICES_CUTOFF = hoursBefore(READ_NOTIFICATIONS_KEPT_DAYS * 24);

/** `count` notices of the supervisor, one a second, the newest `newestSecondsBefore` before the cutoff. */
async function insertNotices(prefix: string, count: number, newestSecondsBefore: number, read: boolean) {
  await loadBacklog(
    t.db,
    sql`insert into notifications (organization_id, warehouse_id, user_id, type, title, message, read, created_at)
    select ${tenant.org.id}, ${tenant.main.id}, ${tenant.supervisor.id}, 'wo_assigned', ${prefix} || g, 'A notice', ${read},
      ${NOTICES_CUTOFF}::timestamptz - make_interval(secs => ${newestSecondsBefore}::int + ${count}::int - g)
    from generate_series(1, ${count}::int) g`,
  );
}
const noticesLike = (prefix: string) =>
  countOf(sql`select count(*)::int as n from notifications where title like ${`${prefix}%`}`);

const keysLike = (prefix: string) =>
  countOf(sql`select count(*)::int as n from idempotency_keys where key like ${`${prefix}%`}`);
const eventsLike = (prefix: string) =>
  countOf(sql`select count(*)::int as n from outbox_events where entity_id like ${`${prefix}%`}`);
/** Files still stored: not expired, their bytes kept. */
const storedFilesLike = (prefix: string) =>
  countOf(sql`select count(*)::int as n from attachments a join attachment_contents c on c.attachment_id = a.id
    where a.deleted_at is null and a.file_name like ${`${prefix}%`}`);

describe('the hourly cleanup over a backlog', () => {
  it(`prunes ${BACKLOG.toLocaleString('en-US')} expired keys, events and read notices, and ended sessions, idle throttles and devices, ${PRUNE_BATCH_SIZE} a statement, keeps the rest, memory flat`, async () => {
    await insertKeys('expired-', BACKLOG, 1);
    await insertKeys('kept-', 50, -50);
    await insertKeys('kept-at-cutoff-', 1, 0);
    await insertEvents('expired-', BACKLOG, 1);
    await insertEvents('kept-', 50, -50);
    // Never published: the relay still owes them to the listeners, however old they are.
    await insertEvents('undispatched-', 10, 1, false);
    await insertFiles('expired-', LOOSE_BACKLOG, 1);
    await insertFiles('kept-', 20, -20);
    const pump = await buildEquipment(t.db, { organizationId: tenant.org.id, warehouseId: tenant.main.id });
    await insertFiles('attached-', 20, 1, pump.id);
    await insertSignInState(tenant.technician.id);
    await insertNotices('read-old-', BACKLOG, 1, true);
    await insertNotices('read-recent-', 30, -30, true);
    // Nobody has seen these yet: they stay, however old.
    await insertNotices('unread-old-', 40, 1, false);
    await t.db.execute(sql`analyze`);

    const { result, heapGrowth } = await withHeapPeak(() => cleanupJob(t.db, t.clock, t.app.services).run());

    expect(result).toEqual({
      idempotencyKeys: BACKLOG,
      sessions: SIGN_IN_BACKLOG,
      signInThrottles: SIGN_IN_BACKLOG,
      knownDevices: SIGN_IN_BACKLOG,
      requestThrottles: SIGN_IN_BACKLOG,
      looseFiles: LOOSE_BACKLOG,
      outboxEvents: BACKLOG,
      readNotifications: BACKLOG,
      batches: {
        idempotencyKeys: BACKLOG / PRUNE_BATCH_SIZE,
        sessions: Math.ceil(SIGN_IN_BACKLOG / PRUNE_BATCH_SIZE),
        signInThrottles: Math.ceil(SIGN_IN_BACKLOG / PRUNE_BATCH_SIZE),
        knownDevices: Math.ceil(SIGN_IN_BACKLOG / PRUNE_BATCH_SIZE),
        requestThrottles: Math.ceil(SIGN_IN_BACKLOG / PRUNE_BATCH_SIZE),
        looseFiles: Math.ceil(LOOSE_BACKLOG / PRUNE_BATCH_SIZE),
        outboxEvents: BACKLOG / PRUNE_BATCH_SIZE,
        readNotifications: BACKLOG / PRUNE_BATCH_SIZE,
      },
    });
    expect([
      await noticesLike('read-old-'),
      await noticesLike('read-recent-'),
      await noticesLike('unread-old-'),
    ]).toEqual([0, 30, 40]);
    expect([await keysLike('expired-'), await keysLike('kept-')]).toEqual([0, 51]);
    expect([
      await eventsLike('expired-'),
      await eventsLike('kept-'),
      await eventsLike('undispatched-'),
    ]).toEqual([0, 50, 10]);
    expect([
      await storedFilesLike('expired-'),
      await storedFilesLike('kept-'),
      await storedFilesLike('attached-'),
    ]).toEqual([0, 20, 20]);
    // The expired files' records stay (the audit trail names them); their bytes are gone.
    expect(
      await countOf(sql`select count(*)::int as n from attachments where file_name like 'expired-%'
        and deleted_at = ${NOW.toISOString()}::timestamptz`),
    ).toBe(LOOSE_BACKLOG);
    // Generous: holding the backlog's rows would pass it; the batches' garbage does not.
    expect(heapGrowth).toBeLessThan(256 * 1024 * 1024);

    expect(await cleanupJob(t.db, t.clock, t.app.services).run()).toMatchObject({
      idempotencyKeys: 0,
      looseFiles: 0,
      outboxEvents: 0,
      batches: { idempotencyKeys: 0, looseFiles: 0, outboxEvents: 0 },
    });
  }, 600_000);

  it('resumes after a run that failed between batches: the pruned batches stay pruned, the rest go next time', async () => {
    await insertKeys('resume-', 5_000, 1);
    // The 2,500th oldest key cannot be deleted: the third batch of 1,000 fails.
    const repair = await failDeletesOf(t.db, 'idempotency_keys', `old.key = 'resume-2500'`);
    const cleanup = cleanupJob(t.db, t.clock, t.app.services, { batchSize: 1_000 });
    await expect(cleanup.run()).rejects.toMatchObject(STORAGE_FAILED);
    expect(await keysLike('resume-')).toBe(3_000);

    await repair();
    expect(await cleanup.run()).toMatchObject({ idempotencyKeys: 3_000, batches: { idempotencyKeys: 3 } });
    expect(await keysLike('resume-')).toBe(0);
  });
});
