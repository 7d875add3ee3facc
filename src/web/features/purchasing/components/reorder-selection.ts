import type { ReorderSuggestion } from '@shared/schemas/purchasing';
import type { DraftRequest } from '../api/create-orders';

/** The quantity typed for each ticked part, by part id: what the drafts will order. */
export type Selection = ReadonlyMap<string, number>;

export interface VendorGroup {
  vendorId: string | null;
  vendorName: string | null;
  parts: ReorderSuggestion[];
}

/** The list arrives in vendor order; parts without a preferred vendor come last, apart. */
export function groupByVendor(rows: readonly ReorderSuggestion[]): VendorGroup[] {
  const groups = new Map<string | null, VendorGroup>();
  for (const row of rows) {
    const group = groups.get(row.vendorId) ?? {
      vendorId: row.vendorId,
      vendorName: row.vendorName,
      parts: [],
    };
    group.parts.push(row);
    groups.set(row.vendorId, group);
  }
  return [...groups.values()].sort((a, b) => Number(a.vendorId === null) - Number(b.vendorId === null));
}

/** One draft per vendor with a ticked part, its lines in the list's order. */
export function draftsFor(groups: readonly VendorGroup[], selection: Selection): DraftRequest[] {
  return groups.flatMap((group) => {
    if (!group.vendorId) return [];
    const lines = group.parts.flatMap((part) => {
      const quantity = selection.get(part.partId);
      return quantity ? [{ partId: part.partId, quantity }] : [];
    });
    return lines.length > 0 ? [{ vendorId: group.vendorId, lines }] : [];
  });
}
