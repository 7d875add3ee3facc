import { pageQuerySchema } from '@shared/schemas/common';
import { listPartsQuerySchema, type PartsSummary } from '@shared/schemas/parts';
import type { PartBundle } from '@shared/schemas/sync';
import { listVendorsQuerySchema } from '@shared/schemas/vendors';
import {
  answer,
  byTextThenId,
  matchesSearch,
  notFound,
  pageOfRows,
  parseQuery,
  recordById,
  type LocalContext,
  type LocalRead,
} from './local-answer';

/** GET /api/parts over the copy: search, category, low stock and vendor, by part number. */
export const listParts: LocalRead = async ({ replica, query }) => {
  const q = parseQuery(listPartsQuerySchema, query);
  const matches = (await replica.all('parts'))
    .map((bundle) => bundle.part)
    .filter(
      (p) =>
        (!q.category || p.category === q.category) &&
        (!q.lowStock || p.stockLevel <= p.reorderPoint) &&
        (!q.vendorId || p.vendorId === q.vendorId) &&
        matchesSearch(q.q, p.name, p.partNumber, p.description),
    )
    .sort(byTextThenId((p) => p.partNumber));
  return pageOfRows(matches, q);
};

async function bundleOf({ replica, params }: LocalContext): Promise<PartBundle> {
  const bundle = await replica.get('parts', params.id ?? '');
  if (!bundle) throw notFound('Part');
  return bundle;
}

export const getPart: LocalRead = async (context) => answer((await bundleOf(context)).part);

/** The first page of the part's stock history (older lines need the server). */
export const listMovements: LocalRead = async (context) =>
  pageOfRows((await bundleOf(context)).movements, parseQuery(pageQuerySchema, context.query));

/** Amounts in cents, so the sum of many "8.40"s stays exact. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The three inventory tiles, by the server's rule (parts.repository partsSummary) over the copy. */
export const partsSummary: LocalRead = async ({ replica }) => {
  const parts = (await replica.all('parts')).map((bundle) => bundle.part);
  const valueCents = parts.reduce((sum, p) => sum + p.stockLevel * cents(p.unitCost), 0);
  const summary: PartsSummary = {
    totalParts: parts.length,
    lowStockItems: parts.filter((p) => p.stockLevel <= p.reorderPoint).length,
    outOfStockItems: parts.filter((p) => p.stockLevel <= 0).length,
    totalValue: (valueCents / 100).toFixed(2),
    categories: [...new Set(parts.map((p) => p.category))].sort(),
  };
  return answer(summary);
};

/** GET /api/vendors over the copy: search (name, contact, e-mail) and type, by name. */
export const listVendors: LocalRead = async ({ replica, query }) => {
  const q = parseQuery(listVendorsQuerySchema, query);
  const matches = (await replica.all('vendors'))
    .filter((v) => (!q.type || v.type === q.type) && matchesSearch(q.q, v.name, v.contactPerson, v.email))
    .sort(byTextThenId((v) => v.name));
  return pageOfRows(matches, q);
};

export const getVendor = recordById('vendors', 'Vendor');
