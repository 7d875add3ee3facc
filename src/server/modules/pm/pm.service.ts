import type { Database, Executor } from '../../db/client';
import * as repo from './pm.repository';

export function createPmService({ db }: { db: Database }) {
  /** A PM template of the warehouse (not deleted), for other modules' links. */
  const findTemplate = (warehouseId: string, id: string, tx: Executor = db) =>
    repo.findTemplate(tx, warehouseId, id);
  return { findTemplate };
}

export type PmService = ReturnType<typeof createPmService>;
