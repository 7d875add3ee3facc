import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runExclusively } from '../jobs/job-runner';
import { auditRetentionOf } from '../jobs/audit-retention.job';
import { scheduledJobs } from '../jobs/scheduled-jobs';
import { systemClock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { survivePromiseRejections } from '../lib/unhandled-rejections';

/** Asks the instance to run one of its scheduled jobs now, as its timer would. */
export interface RunJobRequest {
  runJob: string;
}
export type RunJobReply =
  { job: string; ran: boolean; result?: Record<string, unknown> | void } | { job: string; error: string };

/**
 * One server instance in a process of its own, as in production (the load generator or test
 * must not share its event loop). Reads DATABASE_URL and REDIS_URL; prints "listening <port>"
 * when ready, and its log as JSON lines when LOG_LEVEL asks for one; runs a scheduled job when
 * its parent asks over IPC.
 */
async function main() {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    // Load tests sign in often from one address; a test of the limiter sets its own.
    LOGIN_RATE_LIMIT_PER_MINUTE: process.env.LOGIN_RATE_LIMIT_PER_MINUTE ?? '1000000',
    // No web app unless the parent names a built one (startInstance's webDistDir).
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '/nonexistent',
  });
  const database = openDatabase(config.databaseUrl ?? '', { poolSize: config.dbPoolSize });
  const log = createLogger({ level: config.logLevel });
  survivePromiseRejections(log);
  const app = await buildApp({ config, database, logger: log });
  const jobs = scheduledJobs(database.db, systemClock, app.services, auditRetentionOf(config));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);

  process.on('message', (message: RunJobRequest) => {
    const job = jobs.find((j) => j.name === message.runJob);
    const reply = (r: RunJobReply) => process.send?.(r);
    if (!job) return reply({ job: message.runJob, error: 'no such job' });
    runExclusively(database.pool, job).then(
      (outcome) => reply({ job: job.name, ...outcome }),
      (error: unknown) => reply({ job: job.name, error: String(error) }),
    );
  });
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
