import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from './db/seed';
import { jobFailureAlert } from './jobs/job-failure-alert';
import { startJobs } from './jobs/job-runner';
import { scheduledJobs } from './jobs/scheduled-jobs';
import { systemClock } from './lib/clock';
import { createLogger, type RedactingLogger } from './lib/logger';
import { survivePromiseRejections } from './lib/unhandled-rejections';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm start` on a fresh clone: the web app is built once, the first time. */
async function ensureWebBuilt(distDir: string, log: RedactingLogger): Promise<void> {
  if (existsSync(path.join(distDir, 'index.html'))) return;
  log.info('Building the web app (first start only)…');
  const { build } = await import('vite');
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    build: { outDir: distDir, emptyOutDir: true },
    logLevel: 'warn',
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Readable lines in a terminal; JSON (one object per line) for services and log shippers.
  const log = createLogger({ level: config.logLevel, pretty: process.stdout.isTTY });
  survivePromiseRejections(log);

  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: (m) => log.info(m) });
  }
  const database = openDatabase(config.databaseUrl ?? embedded!.url, { poolSize: config.dbPoolSize });
  await runMigrations(database.pool);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db) : false;
  if (seeded) log.info('Demo data seeded into the empty database');

  // In development Vite serves the client itself (npm run dev).
  if (config.env !== 'development') await ensureWebBuilt(config.webDistDir, log);
  const app = await buildApp({ config, database, logger: log });
  const jobs = startJobs(
    database.pool,
    scheduledJobs(database.db, systemClock, app.services),
    app.log,
    jobFailureAlert(app.services.notifications),
  );
  await app.listen({ port: config.port, host: config.host });

  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
  const lines = [`\n  Fieldwork is running at http://${shownHost}:${config.port}\n`];
  if (config.seedDemo) {
    lines.push(`  Demo sign-ins (password: ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(26)} ${account.role}`);
    lines.push('');
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'Shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    jobs.stop();
    await app.close();
    await database.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Fieldwork could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
