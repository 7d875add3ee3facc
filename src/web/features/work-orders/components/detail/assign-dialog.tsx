import { useState } from 'react';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useTechnicians } from '@web/components/people/technicians';
import { AssigneeSelect } from '@web/components/people/assignee-select';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';
import { useChangeWorkOrder } from './use-change-work-order';

/** "Assign": choose the technician; the server moves a new order to assigned with it. */
export function AssignDialog({
  order,
  open,
  onOpenChange,
}: {
  order: WorkOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(workOrdersMessages);
  const technicians = useTechnicians(open);
  const [assignedTo, setAssignedTo] = useState(order.assignedTo ?? '');
  const { change, isPending } = useChangeWorkOrder(order);

  const assign = async () => {
    if (await change({ assignedTo }, t('assign.assigned'))) onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('assign.title', { foNumber: order.foNumber })}</DialogTitle>
          <DialogDescription>{t('assign.description')}</DialogDescription>
        </DialogHeader>
        <FormField label={t('assign.technician')}>
          <AssigneeSelect value={assignedTo} onChange={setAssignedTo} technicians={technicians.data} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void assign()} disabled={!assignedTo || isPending}>
            {isPending ? <Spinner /> : null}
            {t('assign.assign')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
