import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildPart, buildTenant, buildUser } from '../src/server/test/factories';
import { blankPng } from '../src/server/test/blank-png';
import { multipart } from '../src/server/test/multipart';
import { generateEquipment, generateWorkOrders } from './data';
import { percentile, type BenchOutcome, type BenchServer, type LoadResult } from './harness';

/** What one virtual user does next, with how often a person on the floor does it. */
const MIX = [
  { kind: 'list', weight: 35 },
  { kind: 'open', weight: 25 },
  { kind: 'create', weight: 10 },
  { kind: 'transition', weight: 12 },
  { kind: 'parts usage', weight: 10 },
  { kind: 'dashboard', weight: 6 },
  { kind: 'upload', weight: 2 },
] as const;
type Kind = (typeof MIX)[number]['kind'];

interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
}

export interface LoadOptions {
  users: number;
  seconds: number;
  /** Pause between one user's actions (uniform 0–2×): a person reads before they tap again. */
  thinkMs: number;
  /** The same mix first, not measured. */
  warmUpSeconds: number;
}

interface VirtualUser {
  headers: Record<string, string>;
  /** Orders this user created, with the status each is at. */
  orders: { id: string; version: number; status: string }[];
}

const pick = () => {
  let roll = Math.random() * MIX.reduce((sum, m) => sum + m.weight, 0);
  for (const m of MIX) {
    roll -= m.weight;
    if (roll < 0) return m.kind;
  }
  return MIX[0].kind;
};

/** The users' sockets, connected from a process of their own (load-sockets.ts). */
async function connectSockets(url: string, tokens: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'load-sockets.ts')],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const reply = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  const connected = reply<{ connected: number }>();
  child.send({ url, tokens });
  await connected;
  return {
    async stop(): Promise<number> {
      const done = reply<{ received: number }>();
      child.send('stop');
      return (await done).received;
    },
  };
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Least-squares slope of memory over time, in MB per minute. */
function slopePerMinute(points: { t: number; mb: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mt = points.reduce((s, p) => s + p.t, 0) / n;
  const mm = points.reduce((s, p) => s + p.mb, 0) / n;
  const num = points.reduce((s, p) => s + (p.t - mt) * (p.mb - mm), 0);
  const den = points.reduce((s, p) => s + (p.t - mt) ** 2, 0);
  return den === 0 ? 0 : (num / den) * 60_000;
}

/**
 * Issue 9: 64 concurrent users with a realistic mix — list, open an order (detail, checklist,
 * parts), create, move their orders along the lifecycle, record parts, the dashboard, an
 * upload — each with a socket connected, for 5 minutes against 20,000 work orders. Reports
 * p50/p95/p99 per action and overall, errors, and the server's memory slope.
 */
export async function loadBenchmark(server: BenchServer, options: LoadOptions): Promise<BenchOutcome> {
  // Without statement timeouts: generating thousands of rows can outlast them on a busy machine.
  const db = server.bulk;
  const tenant = await buildTenant(db);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  await generateEquipment(db, scope, 2_000);
  await generateWorkOrders(
    db,
    { ...scope, requestedBy: tenant.supervisor.id, assignees: [tenant.technician.id, tenant.supervisor.id] },
    20_000,
  );
  const parts = await Promise.all(
    Array.from({ length: 50 }, () => buildPart(db, { ...scope, stockLevel: 1_000_000, reorderPoint: 0 })),
  );
  const existing = (
    await db.execute<{ id: string }>(
      sql`select id from work_orders where warehouse_id = ${scope.warehouseId} order by created_at desc limit 500`,
    )
  ).rows.map((r) => r.id);

  const users: VirtualUser[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < options.users; i += 1) {
    const person = await buildUser(db, { ...scope, warehouseIds: [scope.warehouseId], role: 'supervisor' });
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email, password: person.password }),
    });
    const { token } = (await response.json()) as { token: string };
    tokens.push(token);
    users.push({ headers: { authorization: `Bearer ${token}` }, orders: [] });
  }
  const sockets = await connectSockets(server.url, tokens);

  const samples: Sample[] = [];
  let serial = 0;
  const png = blankPng(640, 480);
  const call = async (kind: Kind, path: string, init: RequestInit = {}) => {
    const started = performance.now();
    try {
      const response = await fetch(`${server.url}${path}`, init);
      const text = await response.text();
      samples.push({ kind, ms: performance.now() - started, ok: response.ok });
      return response.ok ? (JSON.parse(text || 'null') as unknown) : undefined;
    } catch {
      samples.push({ kind, ms: performance.now() - started, ok: false });
      return undefined;
    }
  };
  const json = (user: VirtualUser, method: string, body: unknown, key?: string): RequestInit => ({
    method,
    headers: {
      ...user.headers,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });

  async function act(user: VirtualUser, kind: Kind) {
    const order = existing[Math.floor(Math.random() * existing.length)]!;
    switch (kind) {
      case 'list':
        await call(kind, '/api/work-orders?status=new,assigned,in_progress&limit=50', {
          headers: user.headers,
        });
        return;
      case 'open':
        await Promise.all([
          call(kind, `/api/work-orders/${order}`, { headers: user.headers }),
          call(kind, `/api/work-orders/${order}/checklist`, { headers: user.headers }),
          call(kind, `/api/work-orders/${order}/parts-usage`, { headers: user.headers }),
        ]);
        return;
      case 'create': {
        serial += 1;
        const created = (await call(
          kind,
          '/api/work-orders',
          json(
            user,
            'POST',
            {
              foNumber: `WO-2026-${String(1_000_000 + serial)}`,
              description: 'Conveyor belt slipping on start',
            },
            `load-${serial}`,
          ),
        )) as { id: string; version: number; status: string } | undefined;
        if (created) user.orders.push({ id: created.id, version: created.version, status: created.status });
        return;
      }
      case 'transition': {
        const mine = user.orders.find((o) => o.status !== 'completed');
        if (!mine) return act(user, 'create');
        const body =
          mine.status === 'new'
            ? { assignedTo: await whoAmI(user) }
            : { status: mine.status === 'assigned' ? 'in_progress' : 'completed' };
        const request = json(user, 'PATCH', body);
        const updated = (await call(kind, `/api/work-orders/${mine.id}`, {
          ...request,
          headers: { ...(request.headers as Record<string, string>), 'if-match': String(mine.version) },
        })) as { version: number; status: string } | undefined;
        if (updated) Object.assign(mine, { version: updated.version, status: updated.status });
        return;
      }
      case 'parts usage': {
        const working = user.orders.find((o) => o.status === 'in_progress');
        if (!working) return act(user, 'transition');
        serial += 1;
        const part = parts[Math.floor(Math.random() * parts.length)]!;
        await call(
          kind,
          `/api/work-orders/${working.id}/parts-usage`,
          json(user, 'POST', { partId: part.id, quantity: 1 }, `load-usage-${serial}`),
        );
        return;
      }
      case 'dashboard':
        await call(kind, '/api/dashboard/stats', { headers: user.headers });
        return;
      case 'upload': {
        const target = user.orders[0];
        if (!target) return act(user, 'create');
        const form = multipart([
          { name: 'workOrderId', value: target.id },
          { name: 'file', fileName: 'seal.png', type: 'image/png', bytes: png },
        ]);
        await call(kind, '/api/attachments', {
          method: 'POST',
          headers: { ...user.headers, ...form.headers },
          body: form.payload,
        });
        return;
      }
    }
  }

  const me = new Map<VirtualUser, string>();
  async function whoAmI(user: VirtualUser): Promise<string> {
    const known = me.get(user);
    if (known) return known;
    const profile = (await (
      await fetch(`${server.url}/api/profiles/me`, { headers: user.headers })
    ).json()) as {
      id: string;
    };
    me.set(user, profile.id);
    return profile.id;
  }
  for (const user of users) await whoAmI(user);

  const run = (until: number) =>
    Promise.all(
      users.map(async (user) => {
        while (Date.now() < until) {
          await act(user, pick());
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * options.thinkMs));
        }
      }),
    );
  // A warm-up, as any load test has: the server's first requests compile its serializers and
  // fill PostgreSQL's caches, which no one on the floor waits for twice.
  await run(Date.now() + options.warmUpSeconds * 1000);
  samples.length = 0;

  const memory: { t: number; mb: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    void rssMb(server.pid).then((mb) => memory.push({ t: Date.now() - started, mb }));
  }, 5_000);
  memory.push({ t: 0, mb: await rssMb(server.pid) });
  await run(started + options.seconds * 1000);
  clearInterval(sampler);
  memory.push({ t: Date.now() - started, mb: await rssMb(server.pid) });
  const eventsReceived = await sockets.stop();

  const summarise = (name: string, of: Sample[]): LoadResult => {
    const times = of.map((s) => s.ms).sort((a, b) => a - b);
    const failed = of.filter((s) => !s.ok).length;
    return {
      name,
      connections: options.users,
      requests: of.length,
      non2xx: failed,
      errors: failed,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      rps: of.length / options.seconds,
    };
  };
  const results = [
    summarise(`load: all requests (${options.users} users, ${options.seconds} s)`, samples),
    ...MIX.map((m) =>
      summarise(
        `load: ${m.kind}`,
        samples.filter((s) => s.kind === m.kind),
      ),
    ),
  ];
  const first = memory[0]?.mb ?? 0;
  const last = memory.at(-1)?.mb ?? 0;
  const notes = [
    `Load: ${options.users} users with a socket each (${eventsReceived} realtime events received), ` +
      `think time 0–${2 * options.thinkMs} ms, after a ${options.warmUpSeconds} s warm-up, ` +
      `server RSS ${first.toFixed(0)} → ${last.toFixed(0)} MB, slope ${slopePerMinute(memory).toFixed(2)} MB/min ` +
      `(${memory.length} samples)`,
  ];
  return { results, notes };
}
