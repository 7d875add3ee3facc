import { PART_CATEGORIES, type PartCategory } from '@shared/domain';
import type { Part } from '@shared/schemas/parts';
import { formatMoney } from '@web/lib/formatting';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { inventoryMessages } from '../messages';

type Texts = TextsOf<typeof inventoryMessages>;

/** "{level} / {reorder point} min", as the Stock Level column shows it. */
export function stockLevelText(t: Texts, part: Pick<Part, 'stockLevel' | 'reorderPoint'>): string {
  return t('stock.level', { level: String(part.stockLevel), reorder: String(part.reorderPoint) });
}

/**
 * Unit costs and values arrive as decimal strings ("12.50"), in the plant's currency
 * (usePlantCurrency; the amount alone until it is known).
 */
export function formatCurrency(amount: string | number, currency: string | undefined): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return formatMoney(Number.isFinite(value) ? value : 0, { currency });
}

function isPartCategory(category: string): category is PartCategory {
  return (PART_CATEGORIES as readonly string[]).includes(category);
}

/** "hydraulic" → "Hydraulic": categories are stored lower-case; one not known shows as stored, capitalised. */
export function formatCategory(t: Texts, category: string): string {
  if (isPartCategory(category)) return t(`category.${category}`);
  return category.charAt(0).toUpperCase() + category.slice(1);
}
