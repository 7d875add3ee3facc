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
import { toast } from '@web/lib/toast/toast-store';
import { useAttachProcedure } from '../../api/attach-procedure';

/**
 * "Give it a procedure" / "Change procedure" on an order not yet started (issue 25 §2): the
 * chosen procedure's current version replaces the unanswered steps of the one it had. The
 * server refuses once the work is under way or a step is answered, and says so.
 */
export function ProcedureMenu({ order }: { order: Pick<WorkOrder, 'id' | 'version' | 'procedure'> }) {
  const procedures = useProcedures();
  const attach = useAttachProcedure(order);
  const current = order.procedure;
  const choose = (procedureId: string | null) =>
    attach.mutate(procedureId, {
      onSuccess: (given) =>
        toast({
          title: given.procedure ? `Procedure: ${given.procedure.name}` : 'Procedure removed',
          description: given.procedure
            ? `Version ${given.procedure.version} is on the order.`
            : 'Its unanswered steps are gone.',
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'The procedure was not changed',
          description: errorMessage(error, 'Please try again.'),
        }),
    });
  const others = (procedures.data ?? []).filter((p) => p.id !== current?.id);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={attach.isPending}>
        <Button variant="outline" className="w-full sm:w-auto sm:justify-self-start">
          {attach.isPending ? <Spinner /> : <ClipboardList aria-hidden />}
          {current ? 'Change procedure' : 'Give it a procedure'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-80 overflow-y-auto">
        {procedures.isError ? (
          <DropdownMenuItem disabled>The library needs a connection</DropdownMenuItem>
        ) : procedures.isPending ? (
          <DropdownMenuItem disabled>Loading the library…</DropdownMenuItem>
        ) : others.length === 0 && !current ? (
          <DropdownMenuItem disabled>No procedures in the library yet</DropdownMenuItem>
        ) : null}
        {others.map((procedure) => (
          <DropdownMenuItem key={procedure.id} onSelect={() => choose(procedure.id)}>
            <UserText>{`${procedure.name} (${procedure.category})`}</UserText>
          </DropdownMenuItem>
        ))}
        {current ? (
          <>
            {others.length > 0 ? <DropdownMenuSeparator /> : null}
            <DropdownMenuItem onSelect={() => choose(null)}>Remove the procedure</DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
