import type { CreateVendor, ListVendorsQuery, UpdateVendor, Vendor } from '../../../shared/schemas/vendors';
import type { Database, Executor } from '../../db/client';
import type { ReplicaRange } from '../../db/sql/replica-range';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { toIso } from '../../lib/dates';
import { versionConflict } from '../../lib/if-match';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import { auditedSoftDelete } from '../audit/audited-soft-delete';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './vendors.repository';
import { createVendorsBulk } from './vendors-bulk';

export function toVendorDto({ row, partsCount, openWorkOrdersCount }: repo.VendorRecord): Vendor {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    email: row.email,
    phone: row.phone,
    address: row.address,
    contactPerson: row.contactPerson,
    partsCount,
    openWorkOrdersCount,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}

export function createVendorsService({
  db,
  clock,
  events,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
}) {
  // Vendors belong to the inventory topic: parts name them, screens listing parts refresh with them.
  const event = (actor: AuthContext, action: string, dto: Vendor) =>
    mutationEvent(actor, { topic: 'inventory', type: 'vendor', action, id: dto.id, data: dto }, clock.now());

  async function record(actor: AuthContext, id: string, tx: Executor = db): Promise<repo.VendorRecord> {
    const found = await repo.findVendorRecord(tx, actor.warehouseId, id);
    if (!found) throw notFound('Vendor');
    return found;
  }

  async function list(actor: AuthContext, query: ListVendorsQuery) {
    const [rows, total] = await Promise.all([
      repo.listVendors(db, actor.warehouseId, query, decodeCursor(query.cursor)),
      repo.countVendors(db, actor.warehouseId, query),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.row.name.toLowerCase(), id: r.row.id }));
    return { items: page.items.map(toVendorDto), nextCursor: page.nextCursor, total };
  }

  const get = async (actor: AuthContext, id: string) => toVendorDto(await record(actor, id));

  async function create(actor: AuthContext, input: CreateVendor): Promise<Vendor> {
    return inTransaction(db, events, async (tx, outbox) => {
      const row = await repo.insertVendor(tx, {
        ...input,
        organizationId: actor.organizationId,
        warehouseId: actor.warehouseId,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      });
      await recordAudit(tx, actor, { entityType: 'vendor', entityId: row.id, action: 'created' });
      const dto = toVendorDto({ row, partsCount: 0, openWorkOrdersCount: 0 });
      outbox.push(event(actor, 'created', dto));
      return dto;
    });
  }

  async function update(
    actor: AuthContext,
    id: string,
    input: UpdateVendor,
    expected?: number,
  ): Promise<Vendor> {
    const before = await record(actor, id);
    return inTransaction(db, events, async (tx, outbox) => {
      const row = await repo.updateVendorRow(
        tx,
        actor.warehouseId,
        id,
        { ...input, updatedBy: actor.userId },
        expected,
      );
      if (!row) throw versionConflict(toVendorDto(await record(actor, id, tx)));
      await recordAudit(tx, actor, {
        entityType: 'vendor',
        entityId: id,
        action: 'updated',
        changes: diffFields(before.row, input),
      });
      const dto = toVendorDto(await record(actor, id, tx));
      outbox.push(event(actor, 'updated', dto));
      return dto;
    });
  }

  /** Soft delete: parts keep the vendor's name, past work orders keep their link. */
  async function remove(actor: AuthContext, id: string, expected?: number): Promise<void> {
    const before = await record(actor, id);
    await auditedSoftDelete({ db, events, clock }, actor, {
      entityType: 'vendor',
      id,
      markDeleted: (tx, changes) => repo.updateVendorRow(tx, actor.warehouseId, id, changes, expected),
      current: async (tx) => toVendorDto(await record(actor, id, tx)),
      deletedEvent: (row) => event(actor, 'deleted', toVendorDto({ ...before, row })),
    });
  }

  /** A vendor of the warehouse (not deleted), for other modules' links. */
  const findVendor = (warehouseId: string, id: string, tx: Executor = db) =>
    repo.findVendor(tx, warehouseId, id);

  /** The device copy's vendors (ADR 42): a page in id order, or those of the ids still live. */
  const inRange = async (actor: AuthContext, range: ReplicaRange) =>
    (await repo.vendorsInRange(db, actor.warehouseId, range)).map(toVendorDto);

  return {
    list,
    get,
    create,
    update,
    remove,
    findVendor,
    inRange,
    /** CSV imports' bulk path (issue 28 §4). */
    bulk: createVendorsBulk({ clock }),
  };
}

export type VendorsService = ReturnType<typeof createVendorsService>;
