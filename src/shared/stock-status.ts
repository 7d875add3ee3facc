/** Part stock status (operations spec §4), read by the inventory screen and the parts export. */
export type StockStatus = 'out' | 'low' | 'in';

export const STOCK_STATUS_LABELS: Readonly<Record<StockStatus, string>> = {
  out: 'Out of Stock',
  low: 'Low Stock',
  in: 'In Stock',
};

/** ≤ 0 is out of stock, ≤ the reorder point is low, anything above is in stock. */
export function stockStatus(part: { stockLevel: number; reorderPoint: number }): StockStatus {
  if (part.stockLevel <= 0) return 'out';
  if (part.stockLevel <= part.reorderPoint) return 'low';
  return 'in';
}
