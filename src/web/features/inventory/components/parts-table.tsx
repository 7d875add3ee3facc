import type { Part } from '@shared/schemas/parts';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { StockStatusBadge } from './stock-status-badge';
import { stockStatus } from '@shared/stock-status';
import { formatCategory, formatCurrency, stockLevelText } from './stock-status';
import { usePlantCurrency } from '@web/components/plant-settings/plant-settings';
import { useT } from '@web/lib/i18n/use-t';
import { inventoryMessages } from '../messages';

function Muted({ children }: { children: string }) {
  return <span className="text-muted-foreground">{children}</span>;
}

/** The desktop layout: the seven columns of operations spec §2; a row opens the part. */
export function PartsTable({
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
    <Table aria-label={t('parts.label')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('col.partNumber')}</TableHead>
          <TableHead className="w-full">{t('col.description')}</TableHead>
          <TableHead>{t('col.category')}</TableHead>
          <TableHead className="text-right">{t('col.stockLevel')}</TableHead>
          <TableHead>{t('col.status')}</TableHead>
          <TableHead className="text-right">{t('col.unitCost')}</TableHead>
          <TableHead>{t('col.location')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {parts.map((part) => {
          const isOut = stockStatus(part) === 'out';
          return (
            <TableRow key={part.id} className="cursor-pointer" onClick={() => onOpen(part)}>
              {/* A part number stays on one line; a very long one is cut short (the dialog shows it whole). */}
              <TableCell className="max-w-40 whitespace-nowrap">
                {/* The row is clickable for the mouse; this button is the keyboard's way in. */}
                <button
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(part);
                  }}
                  title={part.partNumber}
                  className="block max-w-full truncate rounded-sm font-mono text-[0.8125rem] font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {part.partNumber}
                </button>
              </TableCell>
              {/* max-w-0 with the header's w-full: the column takes the room left and truncates within it. */}
              <TableCell className="max-w-0 min-w-56">
                <p className="truncate font-medium" title={part.name}>
                  {part.name}
                </p>
                {part.description ? (
                  <p className="truncate text-xs text-muted-foreground" title={part.description}>
                    {part.description}
                  </p>
                ) : null}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatCategory(t, part.category)}</TableCell>
              <TableCell
                className={
                  isOut
                    ? 'text-right font-medium whitespace-nowrap text-destructive tabular-nums'
                    : 'text-right whitespace-nowrap tabular-nums'
                }
              >
                {stockLevelText(t, part)}
              </TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-1">
                  <StockStatusBadge part={part} />
                  {pendingIds?.has(part.id) ? <NotSyncedBadge /> : null}
                </div>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatCurrency(part.unitCost, currency)}
              </TableCell>
              <TableCell className="max-w-40 truncate" title={part.location ?? undefined}>
                {part.location ?? <Muted>—</Muted>}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
