import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { buildTenant, buildUser, buildWarehouse } from '../../src/server/test/factories';
import {
  generateDowntime,
  generateEquipment,
  generateLabour,
  generateParts,
  generatePartsUsage,
  generatePmHistory,
  generatePmTemplates,
  generateVendors,
  generateWorkOrders,
  vacuumAnalyze,
  type Scope,
} from '../data';
import { phase } from '../progress';
import { openBulkSession, tablesWithInsertTriggers, type BulkSession } from './database';
import { cpuSeconds } from './machine';

/** How much of a plant `npm run bench -- --scale` builds (issue 14 §1). */
export interface Scale {
  name: ScaleName;
  workOrders: number;
  equipment: number;
  parts: number;
  vendors: number;
  pmTemplates: number;
  /** The history's length: two years. */
  spanDays: number;
  /** Each unit in service stops once per this many days (downtime, for the analytics). */
  daysBetweenStops: number;
}

export type ScaleName = 'small' | 'large';

const LARGE: Scale = {
  name: 'large',
  workOrders: 1_000_000,
  equipment: 50_000,
  parts: 20_000,
  vendors: 2_000,
  pmTemplates: 500,
  spanDays: 730,
  daysBetweenStops: 60,
};

/** A twentieth of large, over the same two years: a quick run of the same benchmarks. */
const SMALL: Scale = {
  name: 'small',
  workOrders: 50_000,
  equipment: 2_500,
  parts: 1_000,
  vendors: 100,
  pmTemplates: 25,
  spanDays: 730,
  daysBetweenStops: 60,
};

export const SCALES: Record<ScaleName, Scale> = { small: SMALL, large: LARGE };

/**
 * Five warehouses; the first, the one the benchmarks read, is the big plant with 60 % of
 * everything, the four others 10 % each: a main site and satellite plants.
 */
const WAREHOUSES = [
  { name: 'Main Plant', share: 0.6 },
  { name: 'North Plant', share: 0.1 },
  { name: 'East Plant', share: 0.1 },
  { name: 'South Plant', share: 0.1 },
  { name: 'West Plant', share: 0.1 },
] as const;

/** What a share of `total` comes to in each warehouse, summing exactly to `total`. */
export function splitByShare(total: number): number[] {
  const counts = WAREHOUSES.map((w) => Math.floor(total * w.share));
  counts[0]! += total - counts.reduce((sum, n) => sum + n, 0);
  return counts;
}

interface GeneratedWarehouse extends Scope {
  name: string;
  supervisorId: string;
  /** A supervisor of this warehouse only, to sign in with. */
  supervisor: { email: string; password: string };
  technicianId: string;
}

export interface GeneratedPlant {
  organizationId: string;
  /** A technician of the big warehouse: the device's copy is filled for them. */
  technician: { email: string; password: string };
  /** The big warehouse, with the account the benchmarks sign in with (a supervisor there). */
  main: GeneratedWarehouse;
  warehouses: GeneratedWarehouse[];
  counts: Record<string, number>;
  seconds: number;
  /** CPU seconds of the generating sessions (undefined when PostgreSQL runs elsewhere). */
  postgresCpuSeconds?: number;
  /**
   * Tables whose rows were written with triggers and foreign-key checks on (those with insert
   * triggers, or 'all' without a superuser); the others were loaded as by a replica.
   */
  checkedTables: string[];
}

async function buildWarehouses(db: Database) {
  const tenant = await buildTenant(db);
  const organizationId = tenant.org.id;
  const warehouses: GeneratedWarehouse[] = [
    {
      organizationId,
      warehouseId: tenant.main.id,
      name: tenant.main.name,
      supervisorId: tenant.supervisor.id,
      supervisor: { email: tenant.supervisor.email, password: tenant.supervisor.password },
      technicianId: tenant.technician.id,
    },
  ];
  for (const [index, spec] of WAREHOUSES.entries()) {
    if (index === 0) continue;
    const warehouse = index === 1 ? tenant.north : await buildWarehouse(db, organizationId, spec.name);
    const people = { organizationId, warehouseIds: [warehouse.id] };
    const supervisor = await buildUser(db, { ...people, role: 'supervisor' });
    const technician = await buildUser(db, { ...people, role: 'technician' });
    warehouses.push({
      organizationId,
      warehouseId: warehouse.id,
      name: warehouse.name,
      supervisorId: supervisor.id,
      supervisor: { email: supervisor.email, password: supervisor.password },
      technicianId: technician.id,
    });
  }
  // Costs in the analytics need a labour rate.
  await db.execute(sql`update warehouses set labor_rate = 45 where organization_id = ${organizationId}`);
  return { tenant, warehouses };
}

/** The tables the generator writes most of, vacuumed on both sessions side by side. */
const TABLES = ['work_orders', 'equipment', 'labor_entries', 'parts_usage', 'downtime', 'parts', 'vendors'];

/** Steps: the plant's set-up (6), four per warehouse, a vacuum per big table, one for the rest. */
const STEPS = 6 + 4 * WAREHOUSES.length + TABLES.length + 1;

/**
 * Every other table: those the generator fills in passing and those its rows' triggers fill (the
 * `derived` schema's counts and summaries). Without statistics the planner takes a derived table
 * for empty and picks plans that do not fit its rows (issue 30: a nested loop over 29,887 rows).
 */
async function otherTables(db: Database): Promise<string[]> {
  const result = await db.execute<{ name: string; schema: string; table: string }>(sql`
    select format('%I.%I', schemaname, tablename) as name, schemaname as schema, tablename as table
    from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`);
  return result.rows.filter((r) => !(r.schema === 'public' && TABLES.includes(r.table))).map((r) => r.name);
}

/**
 * Generates the plant inside PostgreSQL on two sessions side by side (two cores): the big
 * warehouse's history on one, the four others' and the big one's downtime on the other. Work
 * orders go in in time order per warehouse; every table of the database is vacuumed and analyzed
 * once at the end. A progress bar per step on stderr.
 */
export async function generatePlant(url: string, scale: Scale): Promise<GeneratedPlant> {
  const started = performance.now();
  const per = {
    equipment: splitByShare(scale.equipment),
    templates: splitByShare(scale.pmTemplates),
    vendors: splitByShare(scale.vendors),
    parts: splitByShare(scale.parts),
    orders: splitByShare(scale.workOrders),
  };
  const progress = phase(`generate ${scale.name}`, STEPS);
  const setup = await openBulkSession(url, { replica: false });
  const setupDb = await setup.writing('organizations');
  const checkedTables = await tablesWithInsertTriggers(setupDb);
  const sessions = [
    await openBulkSession(url, { checkedTables }),
    await openBulkSession(url, { checkedTables }),
  ];
  const [a, b] = sessions as [BulkSession, BulkSession];
  const cpuBefore = await totalCpu(sessions);
  try {
    const { tenant, warehouses } = await progress.step('organization, warehouses, people', () =>
      buildWarehouses(setupDb),
    );
    const each = async (work: (w: GeneratedWarehouse, i: number) => Promise<void>) => {
      for (const [i, w] of warehouses.entries()) await work(w, i);
    };
    await progress.step(`${scale.vendors.toLocaleString('en-US')} vendors`, () =>
      each(async (w, i) => generateVendors(await a.writing('vendors'), w, per.vendors[i]!)),
    );
    await progress.step(`${scale.equipment.toLocaleString('en-US')} equipment`, () =>
      each(async (w, i) =>
        generateEquipment(await a.writing('equipment'), w, per.equipment[i]!, {
          models: per.templates[i]!,
          registeredDaysAgo: scale.spanDays + 30,
        }),
      ),
    );
    await progress.step(`${scale.pmTemplates} PM templates`, () =>
      each(async (w, i) => generatePmTemplates(await a.writing('pm_templates'), w, per.templates[i]!)),
    );
    const pmOrders: number[] = [];
    await progress.step('the last PM of every plan', async () => {
      // Statistics first: unanalysed, the template × equipment join runs as a nested loop.
      const db = await a.writing('work_orders');
      await db.execute(sql`analyze equipment, pm_templates`);
      await each(async (w) => {
        pmOrders.push(
          await generatePmHistory(db, { ...w, requestedBy: w.supervisorId, assignee: w.technicianId }),
        );
      });
    });
    await progress.step(`${scale.parts.toLocaleString('en-US')} parts`, () =>
      each(async (w, i) => generateParts(await a.writing('parts'), w, per.parts[i]!)),
    );

    const history = (session: BulkSession, w: GeneratedWarehouse, i: number) => ({
      orders: () => {
        const count = per.orders[i]! - pmOrders[i]!;
        return progress.step(`${count.toLocaleString('en-US')} work orders, ${w.name}`, async () =>
          generateWorkOrders(
            await session.writing('work_orders'),
            { ...w, requestedBy: w.supervisorId, assignees: [w.technicianId, w.supervisorId] },
            count,
            { spanDays: scale.spanDays, statuses: 'by-age', vacuum: false, seed: 0.42 + i / 100 },
          ),
        );
      },
      labour: () =>
        progress.step(`labour, ${w.name}`, async () =>
          generateLabour(await session.writing('labor_entries'), w),
        ),
      usage: () =>
        progress.step(`parts usage, ${w.name}`, async () =>
          generatePartsUsage(await session.writing('parts_usage'), w, per.parts[i]!),
        ),
      downtime: () =>
        progress.step(`downtime, ${w.name}`, async () =>
          generateDowntime(await session.writing('downtime'), w, scale),
        ),
    });
    const [main, ...others] = warehouses;
    await Promise.all([
      (async () => {
        const big = history(a, main!, 0);
        await big.orders();
        await big.labour();
        await big.usage();
      })(),
      (async () => {
        for (const [k, w] of others.entries()) {
          const small = history(b, w, k + 1);
          await small.orders();
          await small.labour();
          await small.usage();
          await small.downtime();
        }
        // Downtime needs only the equipment: the big warehouse's goes to the session that is free first.
        await history(b, main!, 0).downtime();
      })(),
    ]);
    const [first, ...rest] = TABLES;
    await Promise.all([
      progress.step(`vacuum analyze ${first}`, async () => vacuumAnalyze(await a.writing(first!), [first!])),
      (async () => {
        for (const table of rest)
          await progress.step(`vacuum analyze ${table}`, async () =>
            vacuumAnalyze(await b.writing(table), [table]),
          );
      })(),
    ]);
    await progress.step('vacuum analyze every other table (derived ones included)', async () => {
      const db = await a.writing('work_orders');
      await vacuumAnalyze(db, await otherTables(db));
    });
    const cpuAfter = await totalCpu(sessions);
    return {
      organizationId: tenant.org.id,
      main: warehouses[0]!,
      technician: { email: tenant.technician.email, password: tenant.technician.password },
      warehouses,
      counts: await countRows(setupDb),
      seconds: (performance.now() - started) / 1000,
      ...(cpuBefore !== undefined && cpuAfter !== undefined
        ? { postgresCpuSeconds: cpuAfter - cpuBefore }
        : {}),
      checkedTables: a.replicaAllowed ? checkedTables : ['all'],
    };
  } finally {
    for (const session of [setup, ...sessions]) await session.close();
  }
}

/** CPU seconds the generating sessions' backends used, when PostgreSQL runs on this machine. */
async function totalCpu(sessions: BulkSession[]): Promise<number | undefined> {
  const each = await Promise.all(sessions.map((s) => cpuSeconds(s.backendPid)));
  return each.every((c) => c !== undefined) ? each.reduce((sum, c) => sum + c, 0) : undefined;
}

/** What was generated, and how a plant stands: open and overdue orders. */
async function countRows(db: Database): Promise<Record<string, number>> {
  const result = await db.execute<Record<string, number>>(sql`
    select
      (select count(*) from work_orders)::int as "workOrders",
      (select count(*) from work_orders where status in ('new','assigned','in_progress'))::int as "openWorkOrders",
      (select count(*) from work_orders where status in ('new','assigned','in_progress') and due_date < now())::int
        as "overdueWorkOrders",
      (select count(*) from equipment)::int as equipment,
      (select count(*) from parts)::int as parts,
      (select count(*) from vendors)::int as vendors,
      (select count(*) from pm_templates)::int as "pmTemplates",
      (select count(*) from warehouses)::int as warehouses,
      (select count(*) from labor_entries)::int as "laborEntries",
      (select count(*) from parts_usage)::int as "partsUsage",
      (select count(*) from downtime)::int as downtime`);
  return result.rows[0] ?? {};
}
