import type { Part } from '@shared/schemas/parts';
import { formatMoney } from '@web/lib/formatting';

/** "{level} / {reorder point} min", as the Stock Level column shows it. */
export function stockLevelText(part: Pick<Part, 'stockLevel' | 'reorderPoint'>): string {
  return `${part.stockLevel} / ${part.reorderPoint} min`;
}

/**
 * Unit costs and values arrive as decimal strings ("12.50"), in the plant's currency
 * (usePlantCurrency; the amount alone until it is known).
 */
export function formatCurrency(amount: string | number, currency: string | undefined): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return formatMoney(Number.isFinite(value) ? value : 0, { currency });
}

/** "hydraulic" → "Hydraulic": categories are stored lower-case. */
export function formatCategory(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}
