import { useState, type FormEvent } from 'react';
import type { Part } from '@shared/schemas/parts';
import { createPartsUsageSchema } from '@shared/schemas/work-order-activity';
import { Alert } from '@web/components/ui/alert';
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
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { useT } from '@web/lib/i18n/use-t';
import { useRecordPartUsage } from '../../api/record-part-usage';
import { PartPicker } from './part-picker';
import { workOrdersMessages } from '../../messages';

/** Records parts taken from the store for this job; the server takes them off stock. */
export function RecordPartDialog({
  workOrderId,
  open,
  onOpenChange,
}: {
  workOrderId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(workOrdersMessages);
  const record = useRecordPartUsage(workOrderId);
  const [part, setPart] = useState<Part | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const reset = (isOpen: boolean) => {
    if (!isOpen) {
      setPart(null);
      setQuantity('1');
      setNote('');
      setProblem(null);
    }
    onOpenChange(isOpen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!part) return setProblem(t('part.choose'));
    const parsed = createPartsUsageSchema.safeParse({ partId: part.id, quantity, note });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? t('part.checkQuantity'));
    record.mutate(
      { usage: parsed.data, part },
      {
        onSuccess: (usage) => {
          toastSaved(
            usage,
            { title: t('part.recorded'), description: `${usage.quantity} × ${usage.partName}` },
            t('part.thePart'),
          );
          reset(false);
        },
        // The store's answer ("Only 2 left in stock of …") says exactly what to do next.
        onError: (error) => setProblem(errorMessage(error, t('part.notRecorded'))),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('parts.record')}</DialogTitle>
          <DialogDescription>{t('part.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4">
          <FormField label={t('part.part')}>
            <PartPicker
              value={part}
              onSelect={(chosen) => {
                setPart(chosen);
                setProblem(null);
              }}
            />
          </FormField>
          <FormField
            label={t('part.quantity')}
            hint={
              part
                ? t('part.inStockUnit', { stock: String(part.stockLevel), unit: part.unitOfMeasure })
                : undefined
            }
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
            />
          </FormField>
          <FormField label={t('part.note')} hint={t('optional')}>
            <Input value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
          </FormField>
          {problem ? <Alert variant="destructive">{problem}</Alert> : null}
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => reset(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? <Spinner /> : null}
              {t('parts.record')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
