import { ClipboardList } from 'lucide-react';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { useProcedures } from '@web/components/procedures/procedures-api';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { Spinner } from '@web/components/ui/spinner';
import { UserText } from '@web/components/user-text';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useAttachProcedure } from '../../api/attach-procedure';
import { workOrdersMessages } from '../../messages';

/**
 * "Give it a procedure" / "Change procedure" on an order not yet started (issue 25 §2): the
 * chosen procedure's current version replaces the unanswered steps of the one it had. The
 * server refuses once the work is under way or a step is answered, and says so.
 */
export function ProcedureMenu({ order }: { order: Pick<WorkOrder, 'id' | 'version' | 'procedure'> }) {
  const t = useT(workOrdersMessages);
  const procedures = useProcedures();
  const attach = useAttachProcedure(order);
  const current = order.procedure;
  const choose = (procedureId: string | null) =>
    attach.mutate(procedureId, {
      onSuccess: (given) =>
        toast({
          title: given.procedure
            ? t('procedure.given', { name: given.procedure.name })
            : t('procedure.removed'),
          description: given.procedure
            ? t('procedure.versionOn', { version: String(given.procedure.version) })
            : t('procedure.stepsGone'),
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('procedure.notChanged'),
          description: errorMessage(error, t('tryAgain')),
        }),
    });
  const others = (procedures.data ?? []).filter((p) => p.id !== current?.id);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={attach.isPending}>
        <Button variant="outline" className="w-full sm:w-auto sm:justify-self-start">
          {attach.isPending ? <Spinner /> : <ClipboardList aria-hidden />}
          {current ? t('procedure.change') : t('procedure.give')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-80 overflow-y-auto">
        {procedures.isError ? (
          <DropdownMenuItem disabled>{t('procedure.needsConnection')}</DropdownMenuItem>
        ) : procedures.isPending ? (
          <DropdownMenuItem disabled>{t('procedure.loadingLibrary')}</DropdownMenuItem>
        ) : others.length === 0 && !current ? (
          <DropdownMenuItem disabled>{t('procedure.emptyLibrary')}</DropdownMenuItem>
        ) : null}
        {others.map((procedure) => (
          <DropdownMenuItem key={procedure.id} onSelect={() => choose(procedure.id)}>
            <UserText>{`${procedure.name} (${procedure.category})`}</UserText>
          </DropdownMenuItem>
        ))}
        {current ? (
          <>
            {others.length > 0 ? <DropdownMenuSeparator /> : null}
            <DropdownMenuItem onSelect={() => choose(null)}>{t('procedure.remove')}</DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
