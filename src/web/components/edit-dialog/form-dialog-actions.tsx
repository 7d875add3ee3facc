import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { editDialogMessages } from './messages';

/** Cancel and the form's submit button, the submit busy while it saves: the foot of every form dialog. */
export function FormDialogActions({
  onCancel,
  submitLabel,
  isSaving = false,
  className,
  start,
}: {
  onCancel: () => void;
  submitLabel: string;
  isSaving?: boolean;
  className?: string;
  /** Something at the footer's start, away from Save (a record's Delete). */
  start?: ReactNode;
}) {
  const t = useT(editDialogMessages);
  return (
    // Pinned to the dialog's bottom edge while a long form scrolls: a message appearing above
    // (a field's error on blur) never moves Save from under the pointer between press and release.
    <DialogFooter
      className={cn(
        'sticky -bottom-5 z-10 -mx-5 -mb-5 border-t bg-popover px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6',
        className,
      )}
    >
      {start ? <div className="flex sm:mr-auto">{start}</div> : null}
      <Button variant="outline" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" disabled={isSaving}>
        {isSaving ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
