import { useState } from 'react';
import type { ReorderSuggestion } from '@shared/schemas/purchasing';
import { Card } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { UserText } from '@web/components/user-text';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { purchasingMessages } from '../messages';
import { formatAmount, lineTotalOf } from './money';
import type { Selection, VendorGroup } from './reorder-selection';

/**
 * The count as typed: cleared while a new number is typed, the last whole number above zero
 * kept for the order, and shown again if the field is left empty.
 */
function QuantityInput({
  quantity,
  disabled,
  onChange,
}: {
  quantity: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={1}
      value={text ?? String(quantity)}
      disabled={disabled}
      onChange={(event) => {
        setText(event.target.value);
        const value = Number.parseInt(event.target.value, 10);
        if (Number.isFinite(value) && value > 0) onChange(value);
      }}
      onBlur={() => setText(null)}
      className="h-9"
    />
  );
}

function PartRow({
  part,
  quantity,
  isOrderable,
  currency,
  onChange,
}: {
  part: ReorderSuggestion;
  /** Undefined while the part is not ticked. */
  quantity: number | undefined;
  isOrderable: boolean;
  currency: string | undefined;
  onChange: (quantity: number | undefined) => void;
}) {
  const t = useT(purchasingMessages);
  const isSelected = quantity !== undefined;
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 px-4 py-3 sm:grid-cols-[auto_minmax(0,1fr)_7rem_7rem_8rem] sm:items-center">
      <Checkbox
        checked={isSelected}
        disabled={!isOrderable}
        onCheckedChange={(checked) => onChange(checked === true ? part.suggestedQuantity : undefined)}
        aria-label={t('reorder.order', { partNumber: part.partNumber })}
        className="mt-0.5 sm:mt-0"
      />
      <div className="min-w-0">
        <p className="font-mono text-sm font-medium wrap-anywhere">
          <UserText>{part.partNumber}</UserText>
        </p>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          <UserText>{part.partName}</UserText>
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          {part.leadTimeDays !== null
            ? t('reorder.stockLead', {
                stock: formatNumber(part.stockLevel),
                reorder: formatNumber(part.reorderPoint),
                days: formatNumber(part.leadTimeDays),
              })
            : t('reorder.stock', {
                stock: formatNumber(part.stockLevel),
                reorder: formatNumber(part.reorderPoint),
              })}
        </p>
      </div>
      <label className="col-start-2 grid gap-1 text-xs text-muted-foreground sm:col-start-auto">
        {t('reorder.quantity')}
        <QuantityInput
          quantity={quantity ?? part.suggestedQuantity}
          disabled={!isSelected}
          onChange={(value) => onChange(value)}
        />
      </label>
      <p className="col-start-2 text-sm sm:col-start-auto sm:text-right">
        <span className="text-xs text-muted-foreground sm:block">{t('reorder.unitPrice')}</span>
        {formatAmount(part.unitPrice, currency)}
      </p>
      <p className="col-start-2 text-sm font-medium sm:col-start-auto sm:text-right">
        <span className="text-xs font-normal text-muted-foreground sm:block">{t('reorder.lineTotal')}</span>
        {formatAmount(lineTotalOf(quantity ?? part.suggestedQuantity, part.unitPrice), currency)}
      </p>
    </li>
  );
}

/** One vendor's parts to reorder, ticked and counted for its draft. */
export function ReorderGroupCard({
  group,
  selection,
  currency,
  onChange,
}: {
  group: VendorGroup;
  selection: Selection;
  currency: string | undefined;
  onChange: (partId: string, quantity: number | undefined) => void;
}) {
  const t = useT(purchasingMessages);
  const isOrderable = group.vendorId !== null;
  const ticked = group.parts.filter((part) => selection.has(part.partId));
  const allTicked = ticked.length === group.parts.length;
  const title = group.vendorName ?? t('reorder.noVendor');
  return (
    <Card className="overflow-hidden p-0">
      <div className="flex items-center gap-3 border-b bg-muted/40 px-4 py-3">
        {isOrderable ? (
          <Checkbox
            checked={allTicked ? true : ticked.length > 0 ? 'indeterminate' : false}
            onCheckedChange={() =>
              group.parts.forEach((part) =>
                onChange(
                  part.partId,
                  allTicked ? undefined : (selection.get(part.partId) ?? part.suggestedQuantity),
                ),
              )
            }
            aria-label={t('reorder.orderEvery', { vendor: title })}
          />
        ) : null}
        <div className="min-w-0">
          <h2 className="text-base font-semibold wrap-anywhere">
            <UserText>{title}</UserText>
          </h2>
          <p className="text-xs text-muted-foreground">
            {isOrderable
              ? t('reorder.toReorder', { count: formatNumber(group.parts.length) })
              : t('reorder.chooseVendor')}
          </p>
        </div>
      </div>
      <ul className="divide-y" aria-label={t('reorder.partsFrom', { vendor: title })}>
        {group.parts.map((part) => (
          <PartRow
            key={part.partId}
            part={part}
            quantity={selection.get(part.partId)}
            isOrderable={isOrderable}
            currency={currency}
            onChange={(quantity) => onChange(part.partId, quantity)}
          />
        ))}
      </ul>
    </Card>
  );
}
