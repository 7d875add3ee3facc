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
import { useT } from '@web/lib/i18n/use-t';
import { useDeletePmTemplate } from '../../api/delete-pm-template';
import { preventiveMessages } from '../../messages';
import { failureReason } from './template-dialog';
import { UserText } from '@web/components/user-text';

/** Managers remove a template (soft delete): the work orders it already created stay. */
export function DeleteTemplateButton({ template }: { template: PmTemplate }) {
  const t = useT(preventiveMessages);
  const remove = useDeletePmTemplate();
  // mutateAsync, not mutate's callbacks: the card leaves the list while the delete is under
  // way (queued deletes are hidden), and its callbacks would go with it.
  const handleDelete = () =>
    void remove.mutateAsync(template).then(
      (result) => toastSaved(result, { title: t('delete.deleted') }, t('delete.queued')),
      (error: unknown) =>
        toast({ variant: 'destructive', title: t('delete.failed', { reason: failureReason(t, error) }) }),
    );
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={t('delete.label', { model: template.model, component: template.component })}
          disabled={remove.isPending}
        >
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />}
          {t('delete.button')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('delete.question')}</AlertDialogDescription>
          <p className="text-sm text-muted-foreground">
            <UserText className="font-medium text-foreground">
              {template.model} · {template.component}: {template.action}
            </UserText>{' '}
            {t('delete.consequence')}
          </p>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('delete.cancel')}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={handleDelete}>
            {t('delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
