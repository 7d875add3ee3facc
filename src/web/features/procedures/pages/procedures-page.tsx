import { useState } from 'react';
import { ClipboardCheck, Plus } from 'lucide-react';
import { Link, useLocation, useRoute } from 'wouter';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { errorMessage } from '@web/lib/api-client';
import { formatCount, formatDate } from '@web/lib/formatting';
import { useCan } from '@web/lib/permissions';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import { useProcedures, useSaveProcedure } from '@web/components/procedures/procedures-api';
import { ProcedureEditor } from '../components/procedure-editor';
import { ProcedurePage } from '../components/procedure-page';

/**
 * The procedure library (issue 25 §1): what the plant's checks and inspections ask, step by step.
 * Everyone reads it; supervisors and up write procedures, online.
 */
export default function ProceduresPage() {
  const [isOne, params] = useRoute<{ id: string }>('/procedures/:id');
  return isOne ? <ProcedurePage id={params.id} /> : <ProcedureLibrary />;
}

function ProcedureLibrary() {
  const procedures = useProcedures();
  const canEdit = useCan('procedures.write');
  const isOnline = useOnline();
  const [isCreating, setIsCreating] = useState(false);
  const save = useSaveProcedure();
  const [, navigate] = useLocation();
  const mayCreate = canEdit && isOnline;

  if (isCreating) {
    return (
      <>
        <PageHeader title="New procedure" description="Sections of steps, each with what its answer is." />
        <ProcedureEditor
          procedure={null}
          isSaving={save.isPending}
          onCancel={() => setIsCreating(false)}
          onSave={(input) =>
            save.mutate(
              { procedure: null, input },
              {
                onSuccess: (created) => {
                  toast({ title: `${created.name} created` });
                  navigate(`/procedures/${created.id}`);
                },
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: 'The procedure was not created',
                    description: errorMessage(error, 'Check the connection and try again.'),
                  }),
              },
            )
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Procedures"
        description="Checks and inspections, step by step, with their limits and what a failure does."
        actions={
          mayCreate ? (
            <Button onClick={() => setIsCreating(true)}>
              <Plus aria-hidden />
              New procedure
            </Button>
          ) : null
        }
      />
      {canEdit && !isOnline ? (
        <Alert title="You are offline" className="mb-4">
          Writing procedures needs a connection.
        </Alert>
      ) : null}
      <QueryState
        query={procedures}
        errorTitle="Failed to fetch procedures"
        showReason
        loading={<Skeletons count={4} label="Loading procedures" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <Card className="border-dashed">
            <EmptyState
              icon={ClipboardCheck}
              title="No procedures yet"
              description={
                mayCreate
                  ? 'Write the plant’s first check: its steps, their limits, and what a failed step does.'
                  : 'A supervisor writes the plant’s procedures.'
              }
            />
          </Card>
        }
      >
        {(list) => (
          <Card>
            <CardContent className="pt-2">
              <p className="py-2 text-sm text-muted-foreground">{formatCount(list.length, 'procedure')}</p>
              <ul className="divide-y">
                {list.map((procedure) => (
                  <li key={procedure.id}>
                    <Link
                      href={`/procedures/${procedure.id}`}
                      className="flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md px-2 py-2 hover:bg-accent"
                    >
                      <span className="min-w-0">
                        <span className="block font-medium">{procedure.name}</span>
                        <span className="block text-sm text-muted-foreground">{procedure.category}</span>
                      </span>
                      <span className="text-sm text-muted-foreground tabular-nums">
                        Version {procedure.currentVersion} · {formatCount(procedure.stepCount, 'step')} ·
                        updated {formatDate(procedure.updatedAt)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}
      </QueryState>
    </>
  );
}
