import type { PartVendor, PutPartVendors } from '../../../shared/schemas/purchasing';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import type { PartsService } from '../parts/parts.service';
import type { VendorsService } from '../vendors/vendors.service';
import * as repo from './part-vendors.repository';

/** The vendors a part is bought from, with their numbers, prices and lead times (issue 27 §1). */
export function createPartVendorsService(deps: {
  db: Database;
  clock: Clock;
  events: EventBus;
  parts: PartsService;
  vendors: VendorsService;
}) {
  const { db, clock, events, parts, vendors } = deps;

  async function partOf(actor: AuthContext, partId: string, tx: Executor = db) {
    const part = await parts.find(actor.warehouseId, partId, tx);
    if (!part) throw notFound('Part');
    return part;
  }

  async function present(
    partId: string,
    preferredVendorId: string | null,
    tx: Executor,
  ): Promise<PartVendor[]> {
    return (await repo.vendorsOfPart(tx, partId)).map(({ row, vendorName }) => ({
      vendorId: row.vendorId,
      vendorName,
      vendorPartNumber: row.vendorPartNumber,
      unitPrice: row.unitPrice,
      leadTimeDays: row.leadTimeDays,
      preferred: row.vendorId === preferredVendorId,
    }));
  }

  async function list(actor: AuthContext, partId: string): Promise<PartVendor[]> {
    const part = await partOf(actor, partId);
    return present(part.id, part.vendorId, db);
  }

  /** The whole list at once: what is left out is no longer bought from that vendor. */
  async function replace(actor: AuthContext, partId: string, input: PutPartVendors): Promise<PartVendor[]> {
    return inTransaction(db, events, async (tx, outbox) => {
      const part = await partOf(actor, partId, tx);
      for (const entry of input.vendors) {
        if (!(await vendors.findVendor(actor.warehouseId, entry.vendorId, tx))) throw notFound('Vendor');
      }
      await repo.replacePartVendors(
        tx,
        part.id,
        input.vendors.map((entry) => ({
          vendorId: entry.vendorId,
          vendorPartNumber: entry.vendorPartNumber ?? null,
          unitPrice: entry.unitPrice,
          leadTimeDays: entry.leadTimeDays ?? null,
        })),
      );
      await recordAudit(tx, actor, {
        entityType: 'part',
        entityId: part.id,
        action: 'vendors_updated',
        changes: { vendors: { from: null, to: input.vendors.map((entry) => entry.vendorId) } },
      });
      const list = await present(part.id, part.vendorId, tx);
      outbox.push(
        mutationEvent(
          actor,
          {
            topic: 'inventory',
            type: 'part_vendors',
            action: 'updated',
            id: part.id,
            data: { vendors: list },
          },
          clock.now(),
        ),
      );
      return list;
    });
  }

  return { list, replace };
}

export type PartVendorsService = ReturnType<typeof createPartVendorsService>;
