import { useState } from 'react';
import { useLocation } from 'wouter';
import { PRIORITIES, WORK_ORDER_TYPES, type Priority, type WorkOrderType } from '@shared/domain';
import type { WorkRequest } from '@shared/schemas/requests';
import { AssigneeSelect } from '@web/components/people/assignee-select';
import { useTechnicians } from '@web/components/people/technicians';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EnumSelect } from '@web/components/ui/enum-select';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useApproveRequest } from '../api/triage-request';
import { requestsMessages } from '../messages';
import { triageFeedback } from './triage-feedback';

/**
 * Approve: the request becomes a work order. Prefilled so one tap is usually enough: high
 * priority when it stops work, corrective. On success the supervisor lands on the new order.
 */
export function ApproveDialog({
  request,
  open,
  onOpenChange,
}: {
  request: WorkRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(requestsMessages);
  const labels = useWorkOrderLabels();
  const [, navigate] = useLocation();
  const technicians = useTechnicians(open);
  const approve = useApproveRequest();
  const [priority, setPriority] = useState<Priority>(request.stoppingWork ? 'high' : 'medium');
  const [type, setType] = useState<WorkOrderType>('corrective');
  const [assignedTo, setAssignedTo] = useState('');
  const [dueDate, setDueDate] = useState('');

  const submit = () =>
    approve.mutate(
      {
        request,
        input: {
          priority,
          type,
          assignedTo: assignedTo || undefined,
          // The field holds the plant's local time; the server stores an instant.
          dueDate: dueDate ? new Date(dueDate).toISOString() : undefined,
        },
      },
      triageFeedback(t, {
        close: () => onOpenChange(false),
        queued: t('approve.queued', { number: request.number }),
        failed: t('approve.failed'),
        done: (saved) => {
          toast({ title: t('approve.done'), description: `${saved.foNumber} · ${saved.description}` });
          navigate(`/work-orders/${saved.id}`);
        },
      }),
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('approve.title', { number: request.number })}</DialogTitle>
          <DialogDescription>{t('approve.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FormField label={t('approve.priority')}>
            <EnumSelect
              value={priority}
              onChange={setPriority}
              options={PRIORITIES.map((level) => [level, labels.priority(level)] as const)}
            />
          </FormField>
          <FormField label={t('approve.type')}>
            <EnumSelect
              value={type}
              onChange={setType}
              options={WORK_ORDER_TYPES.map((kind) => [kind, labels.type(kind)] as const)}
            />
          </FormField>
          <FormField label={t('approve.assignee')} hint={t('approve.assigneeHint')}>
            <AssigneeSelect value={assignedTo} onChange={setAssignedTo} technicians={technicians.data} />
          </FormField>
          <FormField label={t('approve.dueDate')} hint={t('approve.dueDateHint')}>
            <Input
              type="datetime-local"
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
            />
          </FormField>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} disabled={approve.isPending}>
            {approve.isPending ? <Spinner /> : null}
            {t('approve')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
