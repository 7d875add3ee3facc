import { Trash2 } from 'lucide-react';
import type { PmTemplate } from '@shared/schemas/pm';
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
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useDeletePmTemplate } from '../../api/delete-pm-template';
import { failureReason } from './template-dialog';
import { UserText } from '@web/components/user-text';

/** Managers remove a template (soft delete): the work orders it already created stay. */
export function DeleteTemplateButton({ template }: { template: PmTemplate }) {
  const remove = useDeletePmTemplate();
  // mutateAsync, not mutate's callbacks: the card leaves the list while the delete is under
  // way (queued deletes are hidden), and its callbacks would go with it.
  const handleDelete = () =>
    void remove.mutateAsync(template).then(
      (result) => toastSaved(result, { title: 'PM template deleted successfully' }, 'The deletion'),
      (error: unknown) =>
        toast({ variant: 'destructive', title: `Failed to delete PM template: ${failureReason(error)}` }),
    );
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={`Delete template ${template.model}, ${template.component}`}
          disabled={remove.isPending}
        >
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />}
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete PM template</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to delete this PM template?</AlertDialogDescription>
          <p className="text-sm text-muted-foreground">
            <UserText className="font-medium text-foreground">
              {template.model} · {template.component}: {template.action}
            </UserText>{' '}
            stops generating work orders. Work orders it already created are kept.
          </p>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={handleDelete}>
            Delete template
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
