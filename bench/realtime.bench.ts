import type { Socket } from 'socket.io-client';
import { buildTenant } from '../src/server/test/factories';
import { emitWithAck, openSocket } from '../src/server/test/sockets';
import { percentile, signIn, type BenchOutcome, type BenchServer, type LoadResult } from './harness';

const SOCKETS = 500;
const WRITES = 30;
const WARM_UP_WRITES = 3;
const DELIVERY_TIMEOUT_MS = 5_000;

interface Listener {
  instance: 'A' | 'B';
  socket: Socket;
}

/**
 * Fan-out latency (issue 5): 500 sockets of one warehouse, half on instance A and half on B,
 * subscribed to work orders; a work order is created through A, and each socket's delay is
 * the time from sending the POST to that socket receiving `work_order_update`. The clients run
 * in this one process, so their own event-loop queueing is inside the figure (pessimistic).
 */
export async function realtimeBenchmarks(server: BenchServer, seconds: number): Promise<BenchOutcome> {
  const tenant = await buildTenant(server.database.db);
  const writer = await signIn(server, tenant.supervisor.email, tenant.supervisor.password);
  const reader = (await signIn(server, tenant.technician.email, tenant.technician.password)).authorization!;
  const token = reader.replace('Bearer ', '');
  const b = await server.addInstance();

  const listeners: Listener[] = [];
  for (let batch = 0; batch < SOCKETS; batch += 50) {
    const opened = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const instance: Listener['instance'] = (batch + i) % 2 === 0 ? 'A' : 'B';
        const { socket } = await openSocket(instance === 'A' ? server.url : b.url, { token });
        await emitWithAck(socket, 'subscribe_work_orders');
        return { instance, socket };
      }),
    );
    listeners.push(...opened);
  }

  const delays: Record<Listener['instance'], number[]> = { A: [], B: [] };
  const writes: number[] = [];
  let missed = 0;
  const started = performance.now();
  for (let n = 0; n < WARM_UP_WRITES + WRITES; n += 1) {
    const measured = n >= WARM_UP_WRITES;
    const foNumber = `WO-2026-${String(5000 + n)}`;
    const arrivals = listeners.map(
      ({ socket }) =>
        new Promise<number | null>((resolve) => {
          const timer = setTimeout(() => {
            socket.off('work_order_update', onEvent);
            resolve(null);
          }, DELIVERY_TIMEOUT_MS);
          function onEvent(payload: { data?: { foNumber?: string } }) {
            if (payload.data?.foNumber !== foNumber) return;
            clearTimeout(timer);
            socket.off('work_order_update', onEvent);
            resolve(performance.now());
          }
          socket.on('work_order_update', onEvent);
        }),
    );
    const t0 = performance.now();
    const response = await fetch(`${server.url}/api/work-orders`, {
      method: 'POST',
      headers: { ...writer, 'content-type': 'application/json' },
      body: JSON.stringify({ foNumber, description: 'Fan-out benchmark order' }),
    });
    if (response.status !== 201) throw new Error(`create answered ${response.status}`);
    const written = performance.now() - t0;
    const received = await Promise.all(arrivals);
    if (!measured) continue;
    writes.push(written);
    received.forEach((at, i) => {
      if (at === null) missed += 1;
      else delays[listeners[i]!.instance].push(at - t0);
    });
  }
  const elapsed = (performance.now() - started) / 1000;
  for (const { socket } of listeners) socket.close();

  const row = (name: string, times: number[], errors: number, connections = SOCKETS): LoadResult => {
    const sorted = [...times].sort((x, y) => x - y);
    return {
      name,
      connections,
      requests: sorted.length,
      non2xx: 0,
      errors,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      rps: sorted.length / elapsed,
    };
  };
  const all = [...delays.A, ...delays.B];
  return {
    results: [
      row('Fan-out: POST on A → 500 sockets on A+B', all, missed),
      row('  of which sockets on A (same instance)', delays.A, 0, SOCKETS / 2),
      row('  of which sockets on B (through Redis)', delays.B, 0, SOCKETS / 2),
      row('  the POST itself (201)', writes, 0, 1),
    ],
    notes: [
      `Fan-out: ${WRITES} work orders created through instance A (after ${WARM_UP_WRITES} warm-up), each heard by ${SOCKETS} sockets (${SOCKETS / 2} on A, ${SOCKETS / 2} on B via the Redis adapter); ${missed} deliveries missed; BENCH_SECONDS (${seconds}) does not apply.`,
    ],
  };
}
