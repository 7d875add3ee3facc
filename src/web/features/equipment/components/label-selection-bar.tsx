import { Printer, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';

/** Stays at the bottom of the screen while cards are ticked for the label sheet. */
export function LabelSelectionBar({
  count,
  onSelectAll,
  onCancel,
  onPrint,
}: {
  count: number;
  onSelectAll: () => void;
  onCancel: () => void;
  onPrint: () => void;
}) {
  const t = useT(equipmentMessages);
  return (
    <div
      role="region"
      aria-label={t('selection.label')}
      className="sticky bottom-3 z-10 mt-4 flex flex-wrap items-center gap-2 rounded-xl border bg-popover/95 p-3 shadow-lg backdrop-blur sm:flex-nowrap"
    >
      <p className="mr-auto text-sm" aria-live="polite">
        <span className="font-semibold">{count}</span> {t('selection.selected', { count })}
        <span className="hidden text-muted-foreground sm:inline"> {t('selection.hint')}</span>
      </p>
      <Button variant="ghost" size="sm" onClick={onSelectAll}>
        {t('selection.selectAll')}
      </Button>
      <Button variant="outline" size="sm" onClick={onCancel}>
        <X aria-hidden />
        {t('selection.cancel')}
      </Button>
      <Button size="sm" disabled={count === 0} onClick={onPrint}>
        <Printer aria-hidden />
        {t('selection.print')}
      </Button>
    </div>
  );
}
