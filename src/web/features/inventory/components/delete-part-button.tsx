import { Trash2 } from 'lucide-react';
import type { Part } from '@shared/schemas/parts';
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
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast/toast-store';
import { useDeletePart } from '../api/delete-part';

/** Managers take a part out of the inventory; its stock history and past work orders keep it (soft delete). */
export function DeletePartButton({
  part,
  onDeleted,
  className,
}: {
  part: Part;
  onDeleted: () => void;
  className?: string;
}) {
  const remove = useDeletePart();
  const handleDelete = () =>
    remove.mutate(part, {
      onSuccess: () => {
        toast({ title: 'Part deleted', description: `${part.partNumber} · ${part.name}` });
        onDeleted();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to delete part',
          description: errorMessage(error, '') || undefined,
        }),
    });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          className={cn('text-destructive hover:bg-destructive/10 hover:text-destructive', className)}
        >
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />}
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {part.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {part.partNumber} leaves the inventory and can no longer be used on work orders. Its stock history
            and the work orders that used it are kept.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={handleDelete}>
            Delete part
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
