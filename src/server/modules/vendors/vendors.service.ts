import type { Database, Executor } from '../../db/client';
import * as repo from './vendors.repository';

export function createVendorsService({ db }: { db: Database }) {
  /** A vendor of the warehouse (not deleted), for other modules' links. */
  const findVendor = (warehouseId: string, id: string, tx: Executor = db) =>
    repo.findVendor(tx, warehouseId, id);
  return { findVendor };
}

export type VendorsService = ReturnType<typeof createVendorsService>;
