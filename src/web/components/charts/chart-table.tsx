import { useContext, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Table2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { ChartTableSlotContext, ChartTitleIdContext } from './chart-context';
import type { ChartFigure, ChartNaming } from './chart-figures';
import { chartMessages } from './messages';

export interface ChartTableProps<D> {
  data: readonly D[];
  naming: ChartNaming<D>;
  figures: readonly ChartFigure<D>[];
  /** The whole a breakdown adds up to, under its first figure's column. */
  total?: { name: string; text: string };
}

/**
 * The chart as a table (WCAG 1.1.1): a row per datum with the very figures its tooltip gives.
 * Screen readers always reach it; sighted readers open it with "Show as table". It is named by
 * the card's title, so the title is not written twice on the page.
 */
export function ChartTable<D>({ data, naming, figures, total }: ChartTableProps<D>) {
  const t = useT(chartMessages);
  const titleId = useContext(ChartTitleIdContext);
  const captionId = useId();
  const tableId = useId();
  const [isShown, setIsShown] = useState(false);
  return (
    <div className="grid min-w-0 gap-2">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start text-muted-foreground"
        aria-expanded={isShown}
        aria-controls={tableId}
        onClick={() => setIsShown((shown) => !shown)}
      >
        <Table2 aria-hidden />
        {isShown ? t('hideTable') : t('showTable')}
      </Button>
      <div
        id={tableId}
        data-state={isShown ? 'open' : 'closed'}
        tabIndex={isShown ? 0 : undefined}
        // Closed, it is read but not seen: moved off to the left (not clipped in place, where a
        // table wider than a phone would still stretch the page sideways).
        className={cn(
          isShown
            ? 'max-h-80 overflow-auto rounded-md border'
            : 'absolute -left-[10000px] size-px overflow-hidden',
        )}
      >
        <table
          aria-labelledby={titleId ? `${titleId} ${captionId}` : captionId}
          className="w-full text-left text-xs tabular-nums"
        >
          <caption id={captionId} className="sr-only">
            {t('tableCaption')}
          </caption>
          <thead className="sticky top-0 bg-card text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {naming.label}
              </th>
              {figures.map((figure) => (
                <th key={figure.key} scope="col" className="px-2 py-1.5 text-right font-medium">
                  {figure.unit ? t('withUnit', { label: figure.label, unit: figure.unit }) : figure.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((datum, index) => (
              // The data keep their order and are never edited here: the index is their identity.
              <tr key={index} className="border-t">
                <th scope="row" className="px-2 py-1 font-normal">
                  {naming.name(datum)}
                </th>
                {figures.map((figure) => (
                  <td key={figure.key} className="px-2 py-1 text-right">
                    {figure.text(datum)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {total ? (
            <tfoot className="border-t font-medium">
              <tr>
                <th scope="row" className="px-2 py-1 font-medium">
                  {total.name}
                </th>
                {figures.map((figure, index) => (
                  <td key={figure.key} className="px-2 py-1 text-right">
                    {index === 0 ? total.text : null}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  );
}

/** The table where the chart card keeps it (after the drawing), or right here without a card. */
export function ChartTableAlternative<D>(props: ChartTableProps<D>) {
  const slot = useContext(ChartTableSlotContext);
  const table = <ChartTable {...props} />;
  return slot ? createPortal(table, slot) : table;
}
