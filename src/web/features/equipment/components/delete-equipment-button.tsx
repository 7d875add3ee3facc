import { Trash2 } from 'lucide-react';
import type { Equipment } from '@shared/schemas/equipment';
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
import { useDeleteEquipment } from '../api/delete-equipment';

/** Managers retire a record from the lists; its work orders and history stay (soft delete). */
export function DeleteEquipmentButton({
  equipment,
  onDeleted,
  className,
}: {
  equipment: Equipment;
  onDeleted: () => void;
  className?: string;
}) {
  const remove = useDeleteEquipment();
  const handleDelete = () =>
    remove.mutate(equipment, {
      onSuccess: () => {
        toast({ title: 'Equipment deleted', description: `${equipment.assetTag} - ${equipment.name}` });
        onDeleted();
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: errorMessage(error, 'Failed to delete equipment') }),
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
          <AlertDialogTitle>Delete {equipment.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {equipment.assetTag} leaves the equipment list and can no longer be scanned. Its work orders and
            history are kept.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={handleDelete}>
            Delete equipment
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
