import { and, eq, isNull, sql } from 'drizzle-orm';
import { vendors } from '../../db/schema';
import type { Executor } from '../../db/client';
import { batches } from '../../db/sql/batches';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/unit-of-work';
import { diffFields, recordAudits } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import { importedEvent, recordImportedBatch } from '../audit/imported-batch';
import type { VendorRow } from './vendors.repository';

/** The fields a CSV import sets (issue 28 §4); the name is the key and keeps its stored case. */
export type ImportedVendorFields = Pick<VendorRow, 'type' | 'email' | 'phone' | 'address' | 'contactPerson'>;

export interface VendorCreate {
  name: string;
  fields: ImportedVendorFields;
}

export interface VendorChange {
  before: VendorRow;
  changes: Partial<ImportedVendorFields>;
}

/**
 * The vendors module's bulk path for CSV imports: multi-row writes in batches, one audit row per
 * vendor, one outbox event per batch naming its vendors.
 */
export function createVendorsBulk({ clock }: { clock: Clock }) {
  /** Every live vendor of the warehouse, for matching a file's rows by name. */
  const liveRows = (tx: Executor, warehouseId: string): Promise<VendorRow[]> =>
    tx
      .select()
      .from(vendors)
      .where(and(eq(vendors.warehouseId, warehouseId), isNull(vendors.deletedAt)));

  // Vendors belong to the inventory topic, as their own events do.
  const batchOf = (importId: string, ids: string[]) => ({
    at: clock.now(),
    topic: 'inventory' as const,
    type: 'vendor',
    importId,
    ids,
  });

  async function insertAll(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    importId: string,
    rows: VendorCreate[],
  ) {
    for (const batch of batches(rows)) {
      const inserted = await tx
        .insert(vendors)
        .values(
          batch.map((r) => ({
            ...r.fields,
            name: r.name,
            organizationId: actor.organizationId,
            warehouseId: actor.warehouseId,
            createdBy: actor.userId,
            updatedBy: actor.userId,
          })),
        )
        .returning({ id: vendors.id });
      await recordImportedBatch(
        tx,
        outbox,
        actor,
        batchOf(
          importId,
          inserted.map((r) => r.id),
        ),
      );
    }
  }

  async function updateAll(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    importId: string,
    rows: VendorChange[],
  ) {
    for (const batch of batches(rows)) {
      const values = batch.map(({ before, changes }) => ({ ...before, ...changes }));
      // One statement per batch: the new values travel as one JSON parameter.
      await tx.execute(sql`
        update ${vendors} as t set
          type = v.type, email = v.email, phone = v.phone, address = v.address,
          contact_person = v."contactPerson",
          updated_by = ${actor.userId}, updated_at = now(), version = t.version + 1
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
          id uuid, type vendor_type, email text, phone text, address text, "contactPerson" text)
        where t.id = v.id and t.warehouse_id = ${actor.warehouseId}`);
      await recordAudits(
        tx,
        batch.map(({ before, changes }) => ({
          actor,
          entityType: 'vendor',
          entityId: before.id,
          action: 'updated',
          changes: diffFields(before, changes),
        })),
      );
      outbox.push(
        importedEvent(
          actor,
          batchOf(
            importId,
            batch.map((c) => c.before.id),
          ),
        ),
      );
    }
  }

  /** Applies a planned import inside the caller's transaction. */
  async function apply(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    importId: string,
    plan: { creates: VendorCreate[]; changes: VendorChange[] },
  ): Promise<void> {
    await insertAll(tx, outbox, actor, importId, plan.creates);
    await updateAll(tx, outbox, actor, importId, plan.changes);
  }

  return { liveRows, apply };
}

export type VendorsBulk = ReturnType<typeof createVendorsBulk>;
