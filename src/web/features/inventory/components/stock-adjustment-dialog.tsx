import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, SlidersHorizontal } from 'lucide-react';
import { useController, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { Part, StockAdjustment } from '@shared/schemas/parts';
import { stockAdjustmentSchema } from '@shared/schemas/parts';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input, inputClasses } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useAppForm } from '@web/lib/forms';
import { useRecordAdjustment } from '../api/record-adjustment';
import { inventoryMessages } from '../messages';
import { AdjustmentKindPicker, type AdjustmentKind } from './adjustment-kind-picker';

interface AdjustmentFormValues {
  kind: AdjustmentKind;
  quantity: string;
  reason: string;
}

const EMPTY: AdjustmentFormValues = { kind: 'receive', quantity: '', reason: '' };

/** The shared schema, after a blank quantity is refused (it would otherwise count as 0). */
const adjustmentFormSchema = (t: TextsOf<typeof inventoryMessages>) =>
  z.custom<AdjustmentFormValues>().transform((values, context) => {
    const isBlank = values.quantity.trim() === '';
    const result = stockAdjustmentSchema.safeParse(values);
    if (result.success && !isBlank) return result.data;
    if (isBlank) context.addIssue({ code: 'custom', message: t('adjust.enterQuantity'), path: ['quantity'] });
    for (const issue of result.error?.issues ?? []) {
      if (isBlank && issue.path[0] === 'quantity') continue;
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

function stockAfter(level: number, kind: AdjustmentKind, quantity: string): number | null {
  const amount = Number(quantity.trim());
  if (quantity.trim() === '' || !Number.isInteger(amount)) return null;
  return kind === 'count' ? amount : level + amount;
}

/** Receive, adjust or count, with a reason (POST /api/parts/{id}/adjustments); never below zero. */
export function StockAdjustmentDialog({ part, className }: { part: Part; className?: string }) {
  const t = useT(inventoryMessages);
  const schema = useMemo(() => adjustmentFormSchema(t), [t]);
  const [isOpen, setIsOpen] = useState(false);
  const record = useRecordAdjustment(part);
  const {
    formRef,
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useAppForm<AdjustmentFormValues, unknown, StockAdjustment>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const { field: kindField } = useController({ control, name: 'kind' });
  const quantity = useWatch({ control, name: 'quantity' });
  const after = stockAfter(part.stockLevel, kindField.value, quantity);

  const handleOpenChange = (next: boolean) => {
    if (next) reset(EMPTY);
    setIsOpen(next);
  };

  const onSubmit = (adjustment: StockAdjustment) =>
    record.mutate(adjustment, {
      onSuccess: (movement) => {
        toastSaved(
          movement,
          {
            title: t('adjust.recorded'),
            description: `${part.partNumber}: ${part.stockLevel} → ${movement.stockAfter}`,
          },
          t('adjust.queued', { partNumber: part.partNumber }),
        );
        setIsOpen(false);
      },
      onError: (error) => {
        const message = errorMessage(error, t('adjust.failed'));
        // The server's reason for a refusal (below zero: "Only 3 in stock: …") belongs under the quantity.
        if (error instanceof ApiError && [400, 409].includes(error.status)) {
          setError('quantity', { type: 'server', message });
        } else {
          toast({ variant: 'destructive', title: t('adjust.failed'), description: message });
        }
      },
    });

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <Button className={className} onClick={() => handleOpenChange(true)}>
        <SlidersHorizontal aria-hidden />
        {t('adjust.open')}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('adjust.title')}</DialogTitle>
          <DialogDescription>
            <span className="font-mono">{part.partNumber}</span> · {part.name}
          </DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <AdjustmentKindPicker value={kindField.value} onChange={kindField.onChange} />
          <FormField
            label={t(`adjust.quantity.${kindField.value}`)}
            error={errors.quantity?.message}
            hint={t(`adjust.hint.${kindField.value}`)}
          >
            <Input
              inputMode={kindField.value === 'adjust' ? 'text' : 'numeric'}
              autoComplete="off"
              placeholder={kindField.value === 'adjust' ? t('adjust.placeholder') : '0'}
              {...register('quantity')}
            />
          </FormField>
          <div
            className="flex items-center justify-between rounded-lg bg-muted/60 px-3 py-2.5 text-sm"
            aria-live="polite"
          >
            <span className="text-muted-foreground">{t('adjust.onHand')}</span>
            <span className="flex items-center gap-2 font-medium tabular-nums">
              {part.stockLevel}
              <ArrowRight className="size-3.5 text-muted-foreground" aria-label={t('adjust.becomes')} />
              <span className={cn(after !== null && after < 0 && 'text-destructive')}>{after ?? '—'}</span>
            </span>
          </div>
          <FormField label={t('adjust.reason')} error={errors.reason?.message}>
            <textarea
              rows={2}
              placeholder={t('adjust.reasonPlaceholder')}
              className={cn(inputClasses, 'h-auto min-h-16 resize-y')}
              {...register('reason')}
            />
          </FormField>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              {t('adjust.cancel')}
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? <Spinner /> : null}
              {t('adjust.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
