import { RadioGroup } from 'radix-ui';
import { ArrowDownToLine, ClipboardCheck, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { STOCK_ADJUSTMENT_KINDS } from '@shared/schemas/parts';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { inventoryMessages } from '../messages';

export type AdjustmentKind = (typeof STOCK_ADJUSTMENT_KINDS)[number];

const OPTIONS = {
  receive: { label: 'adjust.option.receive', hint: 'adjust.option.receiveHint', icon: ArrowDownToLine },
  adjust: { label: 'adjust.option.adjust', hint: 'adjust.option.adjustHint', icon: SlidersHorizontal },
  count: { label: 'adjust.option.count', hint: 'adjust.option.countHint', icon: ClipboardCheck },
} as const satisfies Readonly<Record<AdjustmentKind, { label: string; hint: string; icon: LucideIcon }>>;

export function isAdjustmentKind(value: string): value is AdjustmentKind {
  return (STOCK_ADJUSTMENT_KINDS as readonly string[]).includes(value);
}

/** Three large choices (a radio group: arrow keys move between them), readable on a phone. */
export function AdjustmentKindPicker({
  value,
  onChange,
}: {
  value: AdjustmentKind;
  onChange: (kind: AdjustmentKind) => void;
}) {
  const t = useT(inventoryMessages);
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => isAdjustmentKind(next) && onChange(next)}
      aria-label={t('adjust.kind')}
      className="grid grid-cols-3 gap-2"
    >
      {STOCK_ADJUSTMENT_KINDS.map((kind) => {
        const { label, hint, icon: Icon } = OPTIONS[kind];
        return (
          <RadioGroup.Item
            key={kind}
            value={kind}
            className={cn(
              'flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-lg border bg-card px-2 py-2 text-center transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              'data-[state=checked]:border-primary data-[state=checked]:bg-primary/8 data-[state=checked]:text-primary',
              'data-[state=unchecked]:text-muted-foreground data-[state=unchecked]:hover:text-foreground',
            )}
          >
            <Icon className="size-4" aria-hidden />
            <span className="text-sm font-medium">{t(label)}</span>
            <span className="hidden text-xs sm:block">{t(hint)}</span>
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
