import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant } from '../test/factories';
import { bearer, login } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { createLogger } from './logger';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let logged: Record<string, unknown>[] = [];

const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) {
      if (line) logged.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ logger: createLogger({ level: 'info' }, sink) });
  tenant = await buildTenant(t.db);
});
afterAll(() => t.close());

/** The lines one request wrote (all of them carry its one request id). */
async function linesOf(request: InjectOptions) {
  logged = [];
  const response = await t.app.inject(request);
  const ids = new Set(logged.map((line) => line.reqId));
  expect(ids.size).toBe(1);
  return { response, lines: logged };
}

describe('request logging', () => {
  it('writes one line per request, at completion, with its method, URL, status, time, id and user', async () => {
    const { token } = await login(t.app, tenant.supervisor.email, tenant.supervisor.password);
    const { response, lines } = await linesOf({
      url: '/api/work-orders?limit=5&status=assigned',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/work-orders?limit=5&status=assigned' },
      res: { statusCode: 200 },
      userId: tenant.supervisor.id,
    });
    expect(line?.reqId).toEqual(expect.any(String));
    expect(line?.responseTime).toEqual(expect.any(Number));
    // Headers never reach the log, so neither does the bearer token.
    expect(JSON.stringify(line)).not.toContain(token);
  });

  it('has no user for a request nobody signed', async () => {
    const { response, lines } = await linesOf({ url: '/api/work-orders' });
    expect(response.statusCode).toBe(401);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 401 } });
    expect(lines[0]).not.toHaveProperty('userId');
  });

  it('still logs the error of a failed request, beside its one completion line', async () => {
    const { token } = await login(t.app, tenant.supervisor.email, tenant.supervisor.password);
    await t.pool.query(`
      create function refuse_orders() returns trigger language plpgsql as $$
      begin raise exception 'refused by the request log test'; end $$;
      create trigger refuse_orders before insert on work_orders
        for each row execute function refuse_orders();`);
    const { response, lines } = await linesOf({
      method: 'POST',
      url: '/api/work-orders',
      headers: bearer(token),
      payload: { foNumber: 'WO-2026-777', description: 'Conveyor belt slipping' },
    });
    expect(response.statusCode).toBe(500);
    expect(lines.map((l) => l.msg)).toEqual(['unhandled error', 'request completed']);
    expect(lines[0]).toMatchObject({
      level: 50,
      err: { message: expect.stringContaining('refused by the request log test') },
    });
    expect(lines[1]).toMatchObject({ res: { statusCode: 500 }, userId: tenant.supervisor.id });
  });
});
