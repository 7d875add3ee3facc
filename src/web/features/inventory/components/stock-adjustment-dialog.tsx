import { useState } from 'react';
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
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useAppForm } from '@web/lib/forms';
import { useRecordAdjustment } from '../api/record-adjustment';
import { AdjustmentKindPicker, type AdjustmentKind } from './adjustment-kind-picker';

interface AdjustmentFormValues {
  kind: AdjustmentKind;
  quantity: string;
  reason: string;
}

const EMPTY: AdjustmentFormValues = { kind: 'receive', quantity: '', reason: '' };

/** The shared schema, after a blank quantity is refused (it would otherwise count as 0). */
const adjustmentFormSchema = z.custom<AdjustmentFormValues>().transform((values, context) => {
  const isBlank = values.quantity.trim() === '';
  const result = stockAdjustmentSchema.safeParse(values);
  if (result.success && !isBlank) return result.data;
  if (isBlank) context.addIssue({ code: 'custom', message: 'Enter a quantity', path: ['quantity'] });
  for (const issue of result.error?.issues ?? []) {
    if (isBlank && issue.path[0] === 'quantity') continue;
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

const QUANTITY_LABELS: Readonly<Record<AdjustmentKind, string>> = {
  receive: 'Quantity received',
  adjust: 'Change',
  count: 'Counted quantity',
};

const QUANTITY_HINTS: Readonly<Record<AdjustmentKind, string>> = {
  receive: 'Added to the stock on hand.',
  adjust: 'A positive number adds stock, a negative one (e.g. -2) removes it.',
  count: 'What is on the shelf now; the difference is recorded.',
};

function stockAfter(level: number, kind: AdjustmentKind, quantity: string): number | null {
  const amount = Number(quantity.trim());
  if (quantity.trim() === '' || !Number.isInteger(amount)) return null;
  return kind === 'count' ? amount : level + amount;
}

/** Receive, adjust or count, with a reason (POST /api/parts/{id}/adjustments); never below zero. */
export function StockAdjustmentDialog({ part, className }: { part: Part; className?: string }) {
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
    resolver: zodResolver(adjustmentFormSchema),
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
            title: 'Stock adjustment recorded',
            description: `${part.partNumber}: ${part.stockLevel} → ${movement.stockAfter}`,
          },
          `The stock adjustment for ${part.partNumber}`,
        );
        setIsOpen(false);
      },
      onError: (error) => {
        const message = errorMessage(error, 'Failed to record the adjustment');
        // The server's reason for a refusal (below zero: "Only 3 in stock: …") belongs under the quantity.
        if (error instanceof ApiError && [400, 409].includes(error.status)) {
          setError('quantity', { type: 'server', message });
        } else {
          toast({ variant: 'destructive', title: 'Failed to record the adjustment', description: message });
        }
      },
    });

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <Button className={className} onClick={() => handleOpenChange(true)}>
        <SlidersHorizontal aria-hidden />
        Record stock adjustment
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record stock adjustment</DialogTitle>
          <DialogDescription>
            <span className="font-mono">{part.partNumber}</span> · {part.name}
          </DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <AdjustmentKindPicker value={kindField.value} onChange={kindField.onChange} />
          <FormField
            label={QUANTITY_LABELS[kindField.value]}
            error={errors.quantity?.message}
            hint={QUANTITY_HINTS[kindField.value]}
          >
            <Input
              inputMode={kindField.value === 'adjust' ? 'text' : 'numeric'}
              autoComplete="off"
              placeholder={kindField.value === 'adjust' ? 'e.g. -2 or 5' : '0'}
              {...register('quantity')}
            />
          </FormField>
          <div
            className="flex items-center justify-between rounded-lg bg-muted/60 px-3 py-2.5 text-sm"
            aria-live="polite"
          >
            <span className="text-muted-foreground">Stock on hand</span>
            <span className="flex items-center gap-2 font-medium tabular-nums">
              {part.stockLevel}
              <ArrowRight className="size-3.5 text-muted-foreground" aria-label="becomes" />
              <span className={cn(after !== null && after < 0 && 'text-destructive')}>{after ?? '—'}</span>
            </span>
          </div>
          <FormField label="Reason" error={errors.reason?.message}>
            <textarea
              rows={2}
              placeholder="e.g. Delivery note 4711, damaged in storage, cycle count"
              className={cn(inputClasses, 'h-auto min-h-16 resize-y')}
              {...register('reason')}
            />
          </FormField>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? <Spinner /> : null}
              Record adjustment
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
