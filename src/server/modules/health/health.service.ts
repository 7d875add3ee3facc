import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export function createHealthService({ db }: { db: Database }) {
  /** True when this instance can run a query on its database. */
  async function databaseReachable(): Promise<boolean> {
    try {
      await db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  }
  return { databaseReachable };
}

export type HealthService = ReturnType<typeof createHealthService>;
