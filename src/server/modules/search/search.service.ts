import type { SearchResults } from '../../../shared/schemas/search';
import type { Database } from '../../db/client';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './search.repository';

export function createSearchService({ db }: { db: Database }) {
  /** The header's search box: work orders, equipment and parts of the caller's warehouse. */
  async function search(actor: AuthContext, q: string, limit: number): Promise<SearchResults> {
    const [workOrders, equipment, parts] = await Promise.all([
      repo.searchWorkOrders(db, actor.warehouseId, q, limit),
      repo.searchEquipment(db, actor.warehouseId, q, limit),
      repo.searchParts(db, actor.warehouseId, q, limit),
    ]);
    return { workOrders, equipment, parts };
  }
  return { search };
}

export type SearchService = ReturnType<typeof createSearchService>;
