import path from 'node:path';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../jobs/scheduled-jobs';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { SchedulerStatus } from '../../../shared/schemas/pm';
import { auditLog, notifications, workOrders } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from './index';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The bell of every demo account: its unread count, as the header's list answers it. */
async function bells(app: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { email } of DEMO_ACCOUNTS) {
    const session = await login(app.app, email, DEMO_PASSWORD);
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/notifications?unread=true&limit=1',
      headers: bearer(session.token),
    });
    counts[email] = Number(response.headers['x-total-count']);
  }
  return counts;
}

/**
 * Issue 10 §7: a fresh demo start must not flood the bell. The seed leaves the data as the
 * scheduled jobs would have left it, so their first runs change nothing.
 */
describe('the first start of the demo', () => {
  // On a half hour of the escalation job, and between two of its runs.
  for (const now of [new Date('2026-11-16T09:30:00Z'), new Date('2026-11-24T13:47:13Z')]) {
    it(`keeps every bell as it was when the jobs first run (seeded at ${now.toISOString()})`, async () => {
      const app = await createTestApp({ now });
      t = app;
      expect(await seedDemoIfEmpty(app.db, now)).toBe(true);
      const before = await bells(app);
      // A believable bell: something to read, not a flood.
      expect(Object.values(before).some((count) => count > 0)).toBe(true);
      expect(Math.max(...Object.values(before))).toBeLessThanOrEqual(12);

      const results: Record<string, unknown> = {};
      for (const job of scheduledJobs(app.db, app.clock, app.app.services, {
        keptMonths: 24,
        archiveDir: path.join(os.tmpdir(), `first-start-audit-${process.pid}`),
      }))
        results[job.name] = await job.run();
      expect(results['work-order-escalation']).toEqual({ escalated: 0, notified: 0, batches: 0 });
      expect(results['pm-scheduler']).toEqual({ generated: 0, warehouses: 2 });

      expect(await bells(app)).toEqual(before);
      const escalations = await app.db
        .select({ createdAt: auditLog.createdAt })
        .from(auditLog)
        .where(eq(auditLog.action, 'escalated'));
      expect(escalations.every((row) => row.createdAt <= now)).toBe(true);
    });
  }

  it('shows no scheduler run before the scheduler has really run, then the run it made', async () => {
    // Seeded at 11:42: a last run of 10:57 would be a run before the install existed (issue 22 §6).
    const now = new Date('2026-11-24T11:42:00Z');
    const app = await createTestApp({ now });
    t = app;
    await seedDemoIfEmpty(app.db, now);
    // Signed in afresh each time: the clock moves past an access token's 15 minutes.
    const status = async () => {
      const session = await login(app.app, 'supervisor@example.com', DEMO_PASSWORD);
      const response = await app.app.inject({
        url: '/api/pm-scheduler/status',
        headers: bearer(session.token),
      });
      return response.json<SchedulerStatus>();
    };
    expect(await status()).toEqual({
      isRunning: true,
      lastRun: null,
      nextRun: '2026-11-24T12:00:00.000Z',
      lastGenerated: 0,
    });

    app.clock.set(new Date('2026-11-24T12:00:00Z'));
    expect(await app.app.services.scheduler.runScheduled()).toEqual({ generated: 0, warehouses: 2 });
    expect(await status()).toEqual({
      isRunning: true,
      lastRun: '2026-11-24T12:00:00.000Z',
      nextRun: '2026-11-24T13:00:00.000Z',
      lastGenerated: 0,
    });
  });

  it('has the escalation notices the job sent, at the times it ran', async () => {
    const now = new Date('2026-11-16T09:30:00Z');
    const app = await createTestApp({ now });
    t = app;
    await seedDemoIfEmpty(app.db, now);
    const notices = await app.db
      .select({
        title: notifications.title,
        message: notifications.message,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.type, 'wo_overdue'));
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) {
      // A run's single escalation names its order; more come as one digest (issue 30 §5).
      expect(notice.title).toMatch(
        /^(WO-\d{4}-\d{3} escalated to level [123]|\d+ of your work orders escalated)$/,
      );
      expect(notice.message).toMatch(
        / — (past its due date and still (new|assigned|in progress)|not started within \d+ h \(\w+ priority\))\.$|^\d+ to level [123](, \d+ to level [123]){0,2}\.$/,
      );
      // Sent by a run of the job: on a half hour before the seed, or at the seed's own moment.
      expect(notice.createdAt <= now).toBe(true);
      expect(
        notice.createdAt.getTime() % 1_800_000 === 0 || notice.createdAt.getTime() === now.getTime(),
      ).toBe(true);
    }
    expect(new Set(notices.map((n) => n.createdAt.getTime())).size).toBeGreaterThan(5);
    const escalated = await app.db
      .select({ level: workOrders.escalationLevel })
      .from(workOrders)
      .where(eq(workOrders.escalated, true));
    expect(escalated.length).toBeGreaterThan(0);
  });
});
