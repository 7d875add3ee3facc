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
import { formatDate } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import { useProcedures, useSaveProcedure } from '@web/components/procedures/procedures-api';
import { ProcedureEditor } from '../components/procedure-editor';
import { ProcedurePage } from '../components/procedure-page';
import { proceduresMessages } from '../messages';

/**
 * The procedure library (issue 25 §1): what the plant's checks and inspections ask, step by step.
 * Everyone reads it; supervisors and up write procedures, online.
 */
export default function ProceduresPage() {
  const [isOne, params] = useRoute<{ id: string }>('/procedures/:id');
  return isOne ? <ProcedurePage id={params.id} /> : <ProcedureLibrary />;
}

function ProcedureLibrary() {
  const t = useT(proceduresMessages);
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
        <PageHeader title={t('create.title')} description={t('create.description')} />
        <ProcedureEditor
          procedure={null}
          isSaving={save.isPending}
          onCancel={() => setIsCreating(false)}
          onSave={(input) =>
            save.mutate(
              { procedure: null, input },
              {
                onSuccess: (created) => {
                  toast({ title: t('create.created', { name: created.name }) });
                  navigate(`/procedures/${created.id}`);
                },
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: t('create.failed'),
                    description: errorMessage(error, t('common.checkConnection')),
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
        title={t('library.title')}
        description={t('library.description')}
        actions={
          mayCreate ? (
            <Button onClick={() => setIsCreating(true)}>
              <Plus aria-hidden />
              {t('library.new')}
            </Button>
          ) : null
        }
      />
      {canEdit && !isOnline ? (
        <Alert title={t('library.offlineTitle')} className="mb-4">
          {t('library.offline')}
        </Alert>
      ) : null}
      <QueryState
        query={procedures}
        errorTitle={t('library.fetchFailed')}
        showReason
        loading={<Skeletons count={4} label={t('library.loading')} />}
        isEmpty={(list) => list.length === 0}
        empty={
          <Card className="border-dashed">
            <EmptyState
              icon={ClipboardCheck}
              title={t('library.emptyTitle')}
              description={mayCreate ? t('library.emptyCanCreate') : t('library.emptyReadOnly')}
            />
          </Card>
        }
      >
        {(list) => (
          <Card>
            <CardContent className="pt-2">
              <p className="py-2 text-sm text-muted-foreground">
                {t('library.count', { count: list.length })}
              </p>
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
                        {t('library.row', {
                          version: String(procedure.currentVersion),
                          steps: procedure.stepCount,
                          date: formatDate(procedure.updatedAt),
                        })}
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
