import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';

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
  return (
    <DialogFooter className={cn(className)}>
      {start ? <div className="flex sm:mr-auto">{start}</div> : null}
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={isSaving}>
        {isSaving ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
