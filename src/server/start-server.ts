import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed';
import { jobFailureAlert } from './jobs/job-failure-alert';
import { startJobs } from './jobs/job-runner';
import { auditRetentionOf } from './jobs/audit-retention.job';
import { scheduledJobs } from './jobs/scheduled-jobs';
import { systemClock } from './lib/clock';
import type { RedactingLogger } from './lib/logger';

export interface RunningServer {
  /** Stops the jobs, then the HTTP server (in-flight requests finish), then the pool. */
  stop(): Promise<void>;
}

/**
 * The server proper, on a database that is up: migrations, the demo seed, the app and its
 * jobs, listening. Loaded by main.ts on its own, so that loading it (most of the start's
 * time) overlaps the embedded PostgreSQL starting.
 */
export async function startServer(options: {
  config: Config;
  databaseUrl: string;
  log: RedactingLogger;
  /** Settles once the web app the server serves is built (a first start builds it meanwhile). */
  webReady: Promise<void>;
}): Promise<RunningServer> {
  const { config, log } = options;
  const database = openDatabase(options.databaseUrl, { poolSize: config.dbPoolSize });
  await runMigrations(database.pool);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db) : false;
  if (seeded) log.info('Demo data seeded into the empty database');

  await options.webReady;
  const app = await buildApp({ config, database, logger: log });
  const jobs = startJobs(
    database.pool,
    scheduledJobs(database.db, systemClock, app.services, auditRetentionOf(config)),
    app.log,
    jobFailureAlert(app.services.notifications),
  );
  await app.listen({ port: config.port, host: config.host });
  return {
    async stop() {
      jobs.stop();
      await app.close();
      await database.close();
    },
  };
}
