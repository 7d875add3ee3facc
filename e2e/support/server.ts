import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { createLogger } from '../../src/server/lib/logger';
import { users } from '../../src/server/db/schema';
import { buildOrganization, buildUser, buildWarehouse } from '../../src/server/test/factories';
import { startThrowawayPostgres } from '../../src/server/test/throwaway-postgres';
import { ACCOUNTS, E2E_PASSWORD, MFA_SECRET } from './accounts';
import { insertAnalyticsHistory, insertRunningUnit } from './analytics-history';
import { insertFixtures } from './fixtures';
import { insertMonitoringHistory } from './monitoring-history';
import { serveNewWorkerToMarkedBrowsers } from './new-worker-version';
import { WAREHOUSES } from './warehouses';
import { CANARY } from './canary';

/**
 * The server Playwright drives: the real app (built client included) on a fresh database,
 * with accounts from the factories, never the demo seed. Uses DATABASE_URL's server when
 * set (CI), else an embedded PostgreSQL in a temp folder.
 */
async function main() {
  const port = Number(process.env.E2E_PORT ?? 5055);
  const postgres = await startThrowawayPostgres();
  const name = `fw_e2e_${randomBytes(4).toString('hex')}`;
  const url = await postgres.createDatabase(name);

  const database = openDatabase(url, { poolSize: 10 });
  await runMigrations(database.pool);
  const org = await buildOrganization(database.db, 'E2E Manufacturing');
  const warehouseIds: string[] = [];
  for (const name of Object.values(WAREHOUSES)) {
    const warehouse = await buildWarehouse(database.db, org.id, name);
    warehouseIds.push(warehouse.id);
  }
  // Main Plant comes first: it is every account's default warehouse.
  const [mainId] = warehouseIds;
  if (!mainId) throw new Error('no warehouses to create');
  await insertFixtures(database.db, org.id, mainId);
  for (const [key, account] of Object.entries(ACCOUNTS)) {
    const user = await buildUser(database.db, {
      organizationId: org.id,
      // The admin adds each journey's own people, in whichever warehouse the journey needs.
      warehouseIds: key === 'admin' ? warehouseIds : [mainId],
      password: E2E_PASSWORD,
      ...account,
    });
    if (key === 'mfa') {
      await database.db
        .update(users)
        .set({ mfaEnabled: true, mfaSecret: MFA_SECRET })
        .where(eq(users.id, user.id));
    }
  }

  // The analytics plants' history, once there are people to have done the work.
  const scopeOf = (name: string) => ({
    organizationId: org.id,
    warehouseId: warehouseIds[Object.values(WAREHOUSES).indexOf(name as never)]!,
  });
  await insertAnalyticsHistory(database.db, scopeOf(WAREHOUSES.analytics));
  await insertRunningUnit(database.db, scopeOf(WAREHOUSES.downtimeAnalytics));
  await insertMonitoringHistory(database.db, org.id);

  process.env.FIELDWORK_E2E_CANARY = CANARY.environment;
  const config = loadConfig({
    ...process.env,
    JWT_SECRET: CANARY.jwtSecret,
    METRICS_TOKEN: CANARY.metricsToken,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url,
    PORT: String(port),
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const app = await buildApp({ config, database, logger: createLogger({ level: 'warn' }) });
  serveNewWorkerToMarkedBrowsers(app, config.webDistDir);
  await app.listen({ port, host: 'localhost' });
  console.log(`e2e server on http://localhost:${port} (database ${name})`);

  let stopping = false;
  const stop = async () => {
    // The signal reaches this process twice: from the process group and forwarded by tsx.
    if (stopping) return;
    stopping = true;
    await app.close();
    await database.close();
    await postgres.dropDatabase(name);
    await postgres.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
