import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { workOrders } from '../db/schema';
import { buildTenant } from './factories';
import { startInstance, type Instance } from './instance';
import { createTestDatabase } from './test-app';

/**
 * kill -9 during a stream of writes (issue 9, faults): every write the server acknowledged is
 * there after a restart, and every write left unanswered lands exactly once when retried with
 * its Idempotency-Key. `KILL_WRITES` sets the stream's length (npm run test:faults: 2,000).
 */
const WRITES = Number(process.env.KILL_WRITES ?? 120);
const CONCURRENCY = 8;

let database: { url: string; drop(): Promise<void> };
let handle: DatabaseHandle;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
const instances: Instance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  handle = openDatabase(database.url, { poolSize: 2 });
  tenant = await buildTenant(handle.db);
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await handle.close();
  await database.drop();
});

const foOf = (i: number) => `WO-2026-${String(400_000 + i)}`;

async function signIn(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: tenant.supervisor.email, password: tenant.supervisor.password }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** One write of the stream; undefined when no answer came (the server died under it). */
async function write(instance: Instance, token: string, i: number): Promise<number | undefined> {
  try {
    const response = await fetch(`${instance.url}/api/work-orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': `kill-stream-${i}`,
      },
      body: JSON.stringify({ foNumber: foOf(i), description: `Stream write number ${i} before the crash` }),
      signal: AbortSignal.timeout(30_000),
    });
    await response.text();
    return response.status;
  } catch {
    return undefined;
  }
}

describe('kill -9 during a stream of writes', () => {
  it('keeps every acknowledged write, and a retry of each unanswered one lands exactly once', async () => {
    const first = await startInstance({ databaseUrl: database.url });
    instances.push(first);
    const token = await signIn(first);
    const answers = new Map<number, number | undefined>();
    let next = 0;
    let acknowledged = 0;
    const killAfter = Math.floor(WRITES / 3);
    let killed: Promise<void> | undefined;
    const worker = async () => {
      while (next < WRITES && first.alive()) {
        const i = next;
        next += 1;
        const status = await write(first, token, i);
        answers.set(i, status);
        if (status !== undefined && status < 300) acknowledged += 1;
        if (acknowledged >= killAfter) killed ??= first.crash();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await killed;

    const acked = [...answers].filter(([, s]) => s !== undefined && s >= 200 && s < 300).map(([i]) => i);
    const unanswered = Array.from({ length: WRITES }, (_, i) => i).filter((i) => !acked.includes(i));
    expect(acked.length).toBeGreaterThanOrEqual(killAfter);
    expect([...answers.values()].filter((s) => s !== undefined && (s < 200 || s >= 300))).toEqual([]);

    const second = await startInstance({ databaseUrl: database.url });
    instances.push(second);
    const stored = await handle.db
      .select({ foNumber: workOrders.foNumber })
      .from(workOrders)
      .where(inArray(workOrders.foNumber, acked.map(foOf)));
    expect(stored.length).toBe(acked.length);

    // The retries: the same keys, through the restarted server (its session survived in the database).
    const retryToken = token;
    const retried: (number | undefined)[] = [];
    for (let start = 0; start < unanswered.length; start += CONCURRENCY) {
      const batch = unanswered.slice(start, start + CONCURRENCY);
      retried.push(...(await Promise.all(batch.map((i) => write(second, retryToken, i)))));
    }
    expect(retried.filter((s) => s !== 201)).toEqual([]);

    const all = await handle.db
      .select({ foNumber: workOrders.foNumber })
      .from(workOrders)
      .where(
        inArray(
          workOrders.foNumber,
          Array.from({ length: WRITES }, (_, i) => foOf(i)),
        ),
      );
    expect(all.length).toBe(WRITES);
    expect(new Set(all.map((r) => r.foNumber)).size).toBe(WRITES);
    console.warn(
      `kill -9 fault: ${acked.length} acknowledged writes verified, ${unanswered.length} unanswered retried exactly once`,
    );
  });
});
