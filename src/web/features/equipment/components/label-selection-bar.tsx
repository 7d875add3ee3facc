import { Printer, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';

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
  return (
    <div
      role="region"
      aria-label="Label selection"
      className="sticky bottom-3 z-10 mt-4 flex flex-wrap items-center gap-2 rounded-xl border bg-popover/95 p-3 shadow-lg backdrop-blur sm:flex-nowrap"
    >
      <p className="mr-auto text-sm" aria-live="polite">
        <span className="font-semibold">{count}</span> selected
        <span className="hidden text-muted-foreground sm:inline">
          {' '}
          · tick the equipment to print QR labels for
        </span>
      </p>
      <Button variant="ghost" size="sm" onClick={onSelectAll}>
        Select all shown
      </Button>
      <Button variant="outline" size="sm" onClick={onCancel}>
        <X aria-hidden />
        Cancel
      </Button>
      <Button size="sm" disabled={count === 0} onClick={onPrint}>
        <Printer aria-hidden />
        Print labels
      </Button>
    </div>
  );
}
