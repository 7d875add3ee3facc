import { useState } from 'react';
import {
  CheckCheck,
  CircleCheckBig,
  Lock,
  Play,
  RotateCcw,
  Undo2,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { asksForCloseOut } from '@shared/close-out-rules';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { lazyDialog } from '@web/components/lazy-dialog';
import { useT } from '@web/lib/i18n/use-t';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { workOrdersMessages } from '../../messages';
import { useChangeWorkOrder } from './use-change-work-order';
import type { StatusAction } from './work-permissions';

// Each opens from its button: its form and selects load then, not with the order.
const AssignDialog = lazyDialog(() => import('./assign-dialog').then((m) => m.AssignDialog));
const CompleteDialog = lazyDialog(() => import('./complete-dialog').then((m) => m.CompleteDialog));
const VerifyDialog = lazyDialog(() => import('./verify-dialog').then((m) => m.VerifyDialog));

const ACTION_ICONS: Readonly<Record<string, LucideIcon>> = {
  'new>assigned': UserPlus,
  'assigned>in_progress': Play,
  'in_progress>completed': CircleCheckBig,
  'in_progress>assigned': Undo2,
  'completed>verified': CheckCheck,
  'completed>in_progress': RotateCcw,
  'verified>closed': Lock,
};

const DONE_TITLES = {
  'assigned>in_progress': 'done.started',
  'in_progress>completed': 'done.completed',
  'in_progress>assigned': 'done.handedBack',
  'completed>verified': 'done.verified',
  'completed>in_progress': 'done.reopened',
  'verified>closed': 'done.closed',
} as const;

function isDone(transition: string): transition is keyof typeof DONE_TITLES {
  return transition in DONE_TITLES;
}

/**
 * The status buttons, big enough for a gloved thumb. On phones they sit in a bar fixed to the
 * bottom of the screen, within reach of the hand holding the phone.
 */
export function StatusActionBar({
  order,
  actions,
  openSteps,
  isMobile,
}: {
  order: WorkOrder;
  actions: readonly StatusAction[];
  /** Checklist steps still pending: completing with some left asks first. */
  openSteps: number;
  isMobile: boolean;
}) {
  const t = useT(workOrdersMessages);
  const labels = useWorkOrderLabels();
  const { change, pendingChanges } = useChangeWorkOrder(order);
  const [isAssigning, setIsAssigning] = useState(false);
  const [isConfirmingComplete, setIsConfirmingComplete] = useState(false);
  const [isVerifying, setIsVerifying] = useState(false);
  if (actions.length === 0) return null;

  const doneTitle = (to: string) => {
    const transition = `${order.status}>${to}`;
    return t(isDone(transition) ? DONE_TITLES[transition] : 'done.changed');
  };
  const run = (action: StatusAction) => {
    if (action.needsAssignee) return setIsAssigning(true);
    // Open steps are pointed out, equipment asks whether it is back in service, and a repair
    // asks for its close-out codes.
    if (action.to === 'completed' && (openSteps > 0 || order.equipmentId || asksForCloseOut(order.type))) {
      return setIsConfirmingComplete(true);
    }
    if (action.to === 'verified') return setIsVerifying(true);
    void change({ status: action.to }, doneTitle(action.to));
  };

  const buttons = actions.map((action) => {
    const Icon = ACTION_ICONS[`${order.status}>${action.to}`] ?? Play;
    const isRunning = pendingChanges?.status === action.to;
    return (
      <Button
        key={action.to}
        size="lg"
        variant={action.isPrimary ? 'default' : 'outline'}
        className={cn(isMobile ? 'h-12 flex-1' : 'min-w-32', action.isPrimary && isMobile && 'flex-[2]')}
        disabled={pendingChanges !== null}
        onClick={() => run(action)}
      >
        {isRunning ? <Spinner /> : <Icon aria-hidden />}
        {labels.transition(order.status, action.to)}
      </Button>
    );
  });

  return (
    <>
      {isMobile ? (
        <div
          role="group"
          aria-label={t('actions.label')}
          data-bottom-bar
          className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur-md"
        >
          {buttons}
        </div>
      ) : (
        <div role="group" aria-label={t('actions.label')} className="flex flex-wrap gap-2">
          {buttons}
        </div>
      )}
      <AssignDialog order={order} open={isAssigning} onOpenChange={setIsAssigning} />
      <CompleteDialog
        order={order}
        openSteps={openSteps}
        open={isConfirmingComplete}
        onOpenChange={setIsConfirmingComplete}
        onComplete={(changes) => void change(changes, doneTitle('completed'))}
      />
      <VerifyDialog
        order={order}
        open={isVerifying}
        onOpenChange={setIsVerifying}
        onVerify={(changes) => void change(changes, doneTitle('verified'))}
      />
    </>
  );
}
