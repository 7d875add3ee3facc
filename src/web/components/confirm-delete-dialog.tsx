import { forwardRef, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { componentsMessages } from '@web/components/messages';

/**
 * The question every soft delete asks before it happens: what goes, and what is kept. Other
 * steps that cannot be undone (cancelling an order) ask it too, in their own words.
 */
export function ConfirmDeleteDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  isDestructive = true,
  onConfirm,
  open,
  onOpenChange,
}: {
  /** The button that opens the dialog; none when the caller opens it (from a menu, say). */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** Where "Cancel" would be ambiguous ("Cancel order?"): "Keep order". */
  cancelLabel?: string;
  isDestructive?: boolean;
  onConfirm: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useT(componentsMessages);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel ?? t('cancel')}</AlertDialogCancel>
          <AlertDialogAction variant={isDestructive ? 'destructive' : 'default'} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * A red "Delete" text button for a record's detail view; a spinner while the delete runs. It
 * passes the dialog trigger's props and ref on to the button.
 */
export const DeleteTextButton = forwardRef<HTMLButtonElement, ButtonProps & { isPending: boolean }>(
  function DeleteTextButton({ isPending, className, ...props }, ref) {
    const t = useT(componentsMessages);
    return (
      <Button
        ref={ref}
        variant="ghost"
        className={cn('text-destructive hover:bg-destructive/10 hover:text-destructive', className)}
        {...props}
      >
        {isPending ? <Spinner /> : <Trash2 aria-hidden />}
        {t('delete')}
      </Button>
    );
  },
);
