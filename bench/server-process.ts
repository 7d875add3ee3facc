import pino from 'pino';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

/**
 * The server under test, in a process of its own, as in production: the load generator must
 * not share its event loop. Reads DATABASE_URL; prints "listening <port>" when ready.
 */
async function main() {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    WEB_DIST_DIR: '/nonexistent',
  });
  const database = openDatabase(config.databaseUrl ?? '', { poolSize: config.dbPoolSize });
  const app = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
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
