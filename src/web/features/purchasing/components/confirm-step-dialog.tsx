import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n/use-t';
import { purchasingMessages } from '../messages';

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
  const t = useT(purchasingMessages);
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
      cancelLabel={t('confirm.keep')}
      isDestructive={destructive}
      onConfirm={onConfirm}
    />
  );
}
