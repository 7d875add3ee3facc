import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { manualClock } from '../lib/clock';
import { createLogger, type RedactingLogger } from '../lib/logger';
import { createEventBus, type DomainEvent } from '../realtime/event-bus';
import { createDatabase, dropDatabase } from './throwaway-postgres';

export interface TestApp {
  app: App;
  /** Connection string of the app's own database. */
  url: string;
  db: Database;
  pool: pg.Pool;
  clock: ReturnType<typeof manualClock>;
  /** Every event published since the app was built. */
  events: DomainEvent[];
  close(): Promise<void>;
}

/** A database of its own, cloned from the run's migrated template. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, template, prefix } = inject('testDb');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  return { url: await createDatabase(adminUrl, name, template), drop: () => dropDatabase(adminUrl, name) };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: Date;
  /** Where the app logs, for a test that checks a log line; by default nothing is logged. */
  logger?: RedactingLogger;
  /** The origin of a local push service (fake-push-service.ts) the app may post to as it is. */
  pushServiceOrigin?: string;
}

/** A real app over HTTP semantics (inject) on a database of its own, with a hand-moved clock. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const handle = openDatabase(database.url, { poolSize: 10 });
  const clock = manualClock(options.now ?? new Date());
  const recorded: DomainEvent[] = [];
  const events = createEventBus((error) => {
    throw error;
  });
  events.subscribe((e) => recorded.push(e));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-build',
    DATABASE_URL: database.url,
    // Suites sign in many times from one address; the limiter has its own test.
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: handle,
    clock,
    events,
    logger: options.logger ?? (process.env.TEST_LOG ? createLogger({ level: 'error' }) : false),
    verifyResponses: true,
    trustedPushOrigins: options.pushServiceOrigin ? [options.pushServiceOrigin] : [],
  });
  await app.ready();
  return {
    app,
    url: database.url,
    db: handle.db,
    pool: handle.pool,
    clock,
    events: recorded,
    async close() {
      await app.close();
      await handle.close();
      await database.drop();
    },
  };
}
