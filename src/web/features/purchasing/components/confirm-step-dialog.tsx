import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { Button } from '@web/components/ui/button';

/** A step that cannot be taken back (close, cancel), asked once before it is taken. */
export function ConfirmStepDialog({
  label,
  title,
  description,
  disabled,
  destructive = false,
  onConfirm,
}: {
  label: string;
  title: string;
  description: string;
  disabled: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      trigger={
        <Button variant="outline" disabled={disabled}>
          {label}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={label}
      cancelLabel="Keep order"
      isDestructive={destructive}
      onConfirm={onConfirm}
    />
  );
}
