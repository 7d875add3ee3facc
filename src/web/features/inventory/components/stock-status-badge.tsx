import { CircleExclamationPoint, CircleCheck, CircleX } from 'lucide-react';
import type { Part } from '@shared/schemas/parts';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { stockStatus, type StockStatus } from '@shared/stock-status';
import { useT } from '@web/lib/i18n/use-t';
import { inventoryMessages } from '../messages';

const VARIANTS: Readonly<Record<StockStatus, BadgeVariant>> = {
  out: 'destructive',
  low: 'warning',
  in: 'success',
};

const ICONS = { out: CircleX, low: CircleExclamationPoint, in: CircleCheck } as const;

/** The theme's success, warning and destructive colours, with an icon so colour is not the only cue. */
export function StockStatusBadge({ part }: { part: Pick<Part, 'stockLevel' | 'reorderPoint'> }) {
  const t = useT(inventoryMessages);
  const status = stockStatus(part);
  const Icon = ICONS[status];
  return (
    <Badge variant={VARIANTS[status]}>
      <Icon className="size-3" aria-hidden />
      {t(`stock.status.${status}`)}
    </Badge>
  );
}
