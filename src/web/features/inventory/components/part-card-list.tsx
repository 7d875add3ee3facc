import type { Part } from '@shared/schemas/parts';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { StockStatusBadge } from './stock-status-badge';
import { formatCategory, formatCurrency, stockLevelText } from './stock-status';
import { UserText } from '@web/components/user-text';
import { usePlantCurrency } from '@web/components/plant-settings/plant-settings';
import { useT } from '@web/lib/i18n/use-t';
import { inventoryMessages } from '../messages';

/** The phone layout: one card per part, the whole card a button that opens it. */
export function PartCardList({
  parts,
  onOpen,
  pendingIds,
}: {
  parts: readonly Part[];
  onOpen: (part: Part) => void;
  pendingIds?: ReadonlySet<string>;
}) {
  const t = useT(inventoryMessages);
  const currency = usePlantCurrency();
  return (
    <ul className="divide-y" aria-label={t('parts.label')}>
      {parts.map((part) => (
        <li key={part.id} className="relative grid grid-cols-1 gap-2 px-4 py-3.5 active:bg-muted/60">
          <div className="flex items-center justify-between gap-3">
            <span className="truncate font-mono text-xs font-semibold tracking-wide text-muted-foreground">
              {part.partNumber}
            </span>
            <div className="flex flex-wrap justify-end gap-1">
              {pendingIds?.has(part.id) ? <NotSyncedBadge /> : null}
              <StockStatusBadge part={part} />
            </div>
          </div>
          <h3 className="text-[0.9375rem] leading-snug font-semibold">
            <button
              type="button"
              onClick={() => onOpen(part)}
              className="text-left outline-none after:absolute after:inset-0 focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
            >
              <UserText>{part.name}</UserText>
              <span className="sr-only">, {part.partNumber}</span>
            </button>
          </h3>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">{t('card.stock')}</dt>
              <dd className="font-medium tabular-nums">{stockLevelText(t, part)}</dd>
            </div>
            <div className="flex justify-end gap-1.5">
              <dt className="sr-only">{t('card.unitCost')}</dt>
              <dd className="tabular-nums">{formatCurrency(part.unitCost, currency)}</dd>
            </div>
            <div className="flex min-w-0 gap-1.5">
              <dt className="sr-only">{t('col.category')}</dt>
              <dd className="truncate text-muted-foreground">{formatCategory(t, part.category)}</dd>
            </div>
            <div className="flex min-w-0 justify-end gap-1.5">
              <dt className="sr-only">{t('card.location')}</dt>
              <dd className="truncate text-muted-foreground">{part.location ?? t('card.noLocation')}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
