import { useState } from 'react';
import { PRIORITIES, type Priority } from '@shared/domain';
import type { ChecklistItem, UpdateChecklistItem } from '@shared/schemas/work-order-activity';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
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
import { Label } from '@web/components/ui/label';
import { EnumSelect } from '@web/components/ui/enum-select';
import { TextArea } from '@web/components/ui/textarea';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';

export type StepDialogMode = 'fail' | 'note';

/**
 * A note on a step, or marking it failed: what was found, and optionally a corrective
 * follow-up work order raised in the same step (createFollowUp).
 */
export function StepDialog({
  item,
  mode,
  onOpenChange,
  onSubmit,
}: {
  item: ChecklistItem;
  mode: StepDialogMode;
  onOpenChange: (open: boolean) => void;
  onSubmit: (changes: UpdateChecklistItem) => void;
}) {
  const t = useT(workOrdersMessages);
  const labels = useWorkOrderLabels();
  const [note, setNote] = useState(item.note ?? '');
  const [raiseFollowUp, setRaiseFollowUp] = useState(false);
  const [priority, setPriority] = useState<Priority>('medium');
  const isFail = mode === 'fail';

  const submit = () => {
    onSubmit(
      isFail
        ? {
            status: 'failed',
            note,
            ...(raiseFollowUp ? { createFollowUp: true, followUpPriority: priority } : {}),
          }
        : { note },
    );
    onOpenChange(false);
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{isFail ? t('stepDialog.failTitle') : t('stepDialog.noteTitle')}</DialogTitle>
          <DialogDescription>{item.description}</DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-4">
          <FormField
            label={isFail ? t('stepDialog.found') : t('stepDialog.note')}
            hint={isFail ? t('optional') : undefined}
          >
            <TextArea value={note} onChange={(event) => setNote(event.target.value)} autoFocus />
          </FormField>
          {isFail && !item.followUpWorkOrderId ? (
            <div className="grid grid-cols-1 gap-3 rounded-lg border bg-muted/40 p-3">
              <div className="flex min-h-11 items-center gap-3">
                <Checkbox
                  id="raise-follow-up"
                  checked={raiseFollowUp}
                  onCheckedChange={(checked) => setRaiseFollowUp(checked === true)}
                />
                <Label htmlFor="raise-follow-up" className="cursor-pointer leading-snug">
                  {t('stepDialog.raiseFollowUp')}
                </Label>
              </div>
              {raiseFollowUp ? (
                <FormField label={t('stepDialog.followUpPriority')}>
                  <EnumSelect
                    value={priority}
                    onChange={setPriority}
                    options={PRIORITIES.map((level) => [level, labels.priority(level)] as const)}
                  />
                </FormField>
              ) : null}
            </div>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button variant={isFail ? 'destructive' : 'default'} onClick={submit}>
            {isFail ? t('stepDialog.markFailed') : t('stepDialog.saveNote')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
