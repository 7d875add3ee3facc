import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { warehouses } from '../../db/schema';

export function createHealthService({ db }: { db: Database }) {
  /** Round trip of `select 1` in ms, or null when the database cannot be reached. */
  async function databaseLatencyMs(): Promise<number | null> {
    const started = performance.now();
    try {
      await db.execute(sql`select 1`);
      return performance.now() - started;
    } catch {
      return null;
    }
  }

  /** Names of the given warehouses that belong to the organization (others are left out). */
  async function warehouseNames(organizationId: string, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: warehouses.id, name: warehouses.name })
      .from(warehouses)
      .where(and(eq(warehouses.organizationId, organizationId), inArray(warehouses.id, ids)));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  return { databaseLatencyMs, warehouseNames };
}

export type HealthService = ReturnType<typeof createHealthService>;
