import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { startEmbeddedPostgres } from './db/embedded';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts';
import { createLogger } from './lib/logger';
import { survivePromiseRejections } from './lib/unhandled-rejections';
import { ensureWebBuilt } from './web-build';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The process entry. Only what starts PostgreSQL is imported up front: the server proper
 * (start-server.ts, with every route and package) loads while PostgreSQL starts, and a first
 * start's web build runs in a child process meanwhile (ADR 37).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Readable lines in a terminal; JSON (one object per line) for services and log shippers.
  const log = createLogger({ level: config.logLevel, pretty: process.stdout.isTTY });
  survivePromiseRejections(log);

  // In development Vite serves the client itself (npm run dev).
  const webReady =
    config.env === 'development' ? Promise.resolve() : ensureWebBuilt(ROOT, config.webDistDir, log);
  // Settled here too, so a failed build is reported once, by startServer, not as unhandled first.
  webReady.catch(() => {});
  const [embedded, { startServer }] = await Promise.all([
    config.databaseUrl
      ? undefined
      : startEmbeddedPostgres({ dataDir: config.dataDir, log: (m) => log.info(m) }),
    import('./start-server'),
  ]);
  const server = await startServer({
    config,
    databaseUrl: config.databaseUrl ?? embedded!.url,
    log,
    webReady,
  });

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
    await server.stop();
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
