import { useState } from 'react';
import { X } from 'lucide-react';
import type { PurchaseOrder } from '@shared/schemas/purchasing';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
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
import { TextArea } from '@web/components/ui/textarea';
import { UserText } from '@web/components/user-text';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/use-toast';
import { useOrderChange } from '../api/order-actions';
import { purchasingMessages } from '../messages';
import { AddPartPicker } from './add-part-picker';
import { draftChanges, draftValuesOf, type DraftLine, type DraftValues } from './draft-values';

function LineFields({
  line,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  onChange: (changes: Partial<DraftLine>) => void;
  onRemove: () => void;
}) {
  const t = useT(purchasingMessages);
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_5.5rem_7rem_auto] items-end gap-2 py-2">
      <div className="min-w-0 self-center">
        <p className="font-mono text-sm font-medium wrap-anywhere">
          <UserText>{line.partNumber}</UserText>
        </p>
        <p className="text-xs text-muted-foreground wrap-anywhere">
          <UserText>{line.partName}</UserText>
        </p>
        {/* Sold by the box or the metre: a delivery may bring more than ordered. */}
        <label className="mt-1 flex items-center gap-2 text-xs">
          <Checkbox
            checked={line.allowOverReceipt}
            onCheckedChange={(checked) => onChange({ allowOverReceipt: checked === true })}
          />
          {t('draft.acceptMore')}
        </label>
      </div>
      <label className="grid gap-1 text-xs text-muted-foreground">
        {t('draft.quantity')}
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          value={line.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
      </label>
      <label className="grid gap-1 text-xs text-muted-foreground">
        {t('draft.unitPrice')}
        <Input
          inputMode="decimal"
          value={line.unitPrice}
          placeholder={t('draft.vendorsPrice')}
          onChange={(event) => onChange({ unitPrice: event.target.value })}
        />
      </label>
      <Button
        variant="ghost"
        size="icon"
        onClick={onRemove}
        aria-label={t('draft.remove', { partNumber: line.partNumber })}
      >
        <X aria-hidden />
      </Button>
    </li>
  );
}

function DraftForm({ order, onDone }: { order: PurchaseOrder; onDone: () => void }) {
  const t = useT(purchasingMessages);
  const [values, setValues] = useState<DraftValues>(() => draftValuesOf(order));
  const [errors, setErrors] = useState<string[]>([]);
  const { update } = useOrderChange();
  const setLine = (index: number, changes: Partial<DraftLine>) =>
    setValues((current) => ({
      ...current,
      lines: current.lines.map((line, at) => (at === index ? { ...line, ...changes } : line)),
    }));

  const save = () => {
    const checked = draftChanges(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    update.mutate(
      { order, changes: checked.changes },
      {
        onSuccess: (saved) => {
          toast({
            title: t('draft.saved'),
            description: t('draft.savedDescription', {
              number: saved.number,
              total: saved.total,
              currency: saved.currency,
            }),
          });
          onDone();
        },
        onError: (error) => setErrors([errorMessage(error, t('draft.notSavedRetry'))]),
      },
    );
  };

  return (
    <div className="grid gap-4">
      {errors.length > 0 ? (
        <Alert variant="destructive" title={t('draft.notSaved')}>
          <ul className="list-disc pl-4">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <FormField label={t('draft.expected')} hint={t('draft.expectedHint')}>
        <Input
          type="date"
          value={values.expectedDate}
          onChange={(event) => setValues({ ...values, expectedDate: event.target.value })}
        />
      </FormField>
      <FormField label={t('draft.notes')} hint={t('draft.notesHint')}>
        <TextArea
          rows={3}
          value={values.notes}
          onChange={(event) => setValues({ ...values, notes: event.target.value })}
        />
      </FormField>
      <div>
        <h3 className="text-sm font-medium">{t('draft.lines')}</h3>
        <ul className="divide-y" aria-label={t('draft.linesLabel')}>
          {values.lines.map((line, index) => (
            <LineFields
              key={line.partId}
              line={line}
              onChange={(changes) => setLine(index, changes)}
              onRemove={() => setValues({ ...values, lines: values.lines.filter((_, at) => at !== index) })}
            />
          ))}
        </ul>
        <FormField label={t('draft.addPart')} className="mt-2">
          <AddPartPicker
            onAdd={(part) => {
              if (values.lines.some((line) => line.partId === part.id)) return;
              setValues({
                ...values,
                lines: [
                  ...values.lines,
                  {
                    partId: part.id,
                    partNumber: part.partNumber,
                    partName: part.name,
                    vendorPartNumber: null,
                    allowOverReceipt: false,
                    quantity: String(part.reorderQuantity ?? 1),
                    unitPrice: '',
                  },
                ],
              });
            }}
          />
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={save} disabled={update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {t('draft.save')}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** A draft's expected day, notes and lines, changed before it is submitted. */
export function EditDraftDialog({
  order,
  open,
  onOpenChange,
}: {
  order: PurchaseOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(purchasingMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('draft.title', { number: order.number })}</DialogTitle>
          <DialogDescription>{t('draft.description')}</DialogDescription>
        </DialogHeader>
        {open ? <DraftForm order={order} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
