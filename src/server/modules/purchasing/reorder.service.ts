import type { ReorderSuggestion, ReorderSuggestionsQuery } from '../../../shared/schemas/purchasing';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeCursor, pageOf } from '../../lib/cursor';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './reorder.repository';
import { phrase } from '../../../shared/i18n/error-texts';

/**
 * How many to order: the part's reorder quantity; else up to its maximum; else enough to lift
 * it one above its reorder point. Never less than one.
 */
export function suggestedQuantity(part: {
  stockLevel: number;
  reorderPoint: number;
  reorderQuantity: number | null;
  maxStock: number | null;
}): number {
  if (part.reorderQuantity !== null) return part.reorderQuantity;
  const target =
    part.maxStock !== null && part.maxStock > part.reorderPoint ? part.maxStock : part.reorderPoint + 1;
  return Math.max(1, target - part.stockLevel);
}

function toSuggestion(row: repo.SuggestionRow): ReorderSuggestion {
  const part = {
    stockLevel: row.stock_level,
    reorderPoint: row.reorder_point,
    reorderQuantity: row.reorder_quantity,
    maxStock: row.max_stock,
  };
  return {
    partId: row.part_id,
    partNumber: row.part_number,
    partName: row.part_name,
    ...part,
    suggestedQuantity: suggestedQuantity(part),
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    vendorPartNumber: row.vendor_part_number,
    unitPrice: row.unit_price,
    leadTimeDays: row.lead_time_days,
  };
}

const invalidCursor = () => new AppError('BAD_REQUEST', phrase('request.invalidCursor'));

/** The cursor's key is the preferred vendor's name and the part number, as the list sorts. */
function readCursor(value: string | undefined) {
  const cursor = decodeCursor(value);
  if (!cursor) return undefined;
  let key: unknown = null;
  try {
    key = typeof cursor.v === 'string' ? JSON.parse(cursor.v) : null;
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(key) || key.length !== 2 || !key.every((part) => typeof part === 'string')) {
    throw invalidCursor();
  }
  const [vendorKey, partKey] = key as [string, string];
  return { vendorKey, partKey, id: cursor.id };
}

export function createReorderService({ db }: { db: Database }) {
  /** The reorder list (issue 27 §2): what should be ordered and from whom. */
  async function suggestions(actor: AuthContext, query: ReorderSuggestionsQuery) {
    const [rows, total] = await Promise.all([
      repo.reorderSuggestions(db, actor.warehouseId, query, readCursor(query.cursor)),
      repo.countSuggestions(db, actor.warehouseId, query.vendorId),
    ]);
    const page = pageOf(rows, query.limit, (row) => ({
      v: JSON.stringify([row.vendor_key, row.part_key]),
      id: row.part_id,
    }));
    return { items: page.items.map(toSuggestion), nextCursor: page.nextCursor, total };
  }
  return { suggestions };
}

export type ReorderService = ReturnType<typeof createReorderService>;
