import { useState, type FormEvent } from 'react';
import { createReadingSchema } from '@shared/schemas/meters';
import type { ChecklistItem, UpdateChecklistItem } from '@shared/schemas/work-order-activity';
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
import { parseDecimal } from '@web/lib/parse-decimal';
import { useOnline } from '@web/lib/use-online';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';

/**
 * A "read meter" step is done by its reading: the value goes on the meter (its chart, forecast
 * and usage-based PM) and ticks the step. Offline it waits in the change queue like any tick;
 * a refusal from the server (a counter below its previous reading) shows at the field.
 */
export function ReadingStepDialog({
  item,
  meter,
  onOpenChange,
  onSubmit,
}: {
  item: ChecklistItem;
  meter: NonNullable<ChecklistItem['meter']>;
  onOpenChange: (open: boolean) => void;
  onSubmit: (changes: UpdateChecklistItem) => Promise<unknown>;
}) {
  const t = useT(workOrdersMessages);
  const isOnline = useOnline();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createReadingSchema.shape.value.safeParse(parseDecimal(text));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('reading.mustBeNumber'));
      return;
    }
    setIsSaving(true);
    try {
      await onSubmit({ reading: { value: parsed.data, source: isOnline ? 'manual' : 'offline' } });
      onOpenChange(false);
    } catch (failure) {
      setError(errorMessage(failure, t('reading.refused')));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('reading.title', { name: meter.name })}</DialogTitle>
            <DialogDescription>{item.description}</DialogDescription>
          </DialogHeader>
          <FormField label={t('reading.label', { unit: meter.unit })} error={error ?? undefined}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              enterKeyHint="done"
              autoFocus
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={isSaving}>
              {isSaving ? <Spinner /> : null}
              {t('reading.record')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
