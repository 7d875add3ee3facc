import { useState } from 'react';
import { ArrowLeft, ClipboardX, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import type { Procedure } from '@shared/schemas/procedures';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { UserText } from '@web/components/user-text';
import { errorMessage } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import { useProcedure, useSaveProcedure } from '@web/components/procedures/procedures-api';
import { useProcedureLabels } from '@web/components/procedures/use-procedure-labels';
import { ProcedureEditor } from './procedure-editor';
import { proceduresMessages } from '../messages';
import { stepSummary } from './step-summary';

function ProcedureView({ procedure }: { procedure: Procedure }) {
  const t = useT(proceduresMessages);
  const labels = useProcedureLabels();
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid grid-cols-1 gap-4">
        {procedure.sections.map((section, si) => (
          <Card key={si}>
            <CardContent className="pt-4">
              <h2 className="mb-2 text-base font-semibold">
                <UserText>{section.title}</UserText>
              </h2>
              <ol className="grid gap-2">
                {section.steps.map((step, index) => (
                  <li key={step.id} className="grid grid-cols-[2rem_minmax(0,1fr)] gap-x-2">
                    <span className="text-sm text-muted-foreground tabular-nums">{index + 1}.</span>
                    <span>
                      <span className="block text-sm font-medium">
                        <UserText>{step.title}</UserText>
                      </span>
                      <span className="block text-xs text-muted-foreground">
                        {stepSummary(t, labels, step)}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardContent className="pt-4">
          <h2 className="mb-2 text-base font-semibold">{t('procedure.versions')}</h2>
          <ol className="grid gap-3">
            {procedure.versions.map((version) => (
              <li key={version.number} className="text-sm">
                <span className="font-medium">
                  {t('procedure.version', { version: String(version.number) })}
                </span>
                {version.number === procedure.currentVersion ? (
                  <span className="ml-2 rounded-full bg-success/15 px-2 py-0.5 text-xs font-medium">
                    {t('procedure.current')}
                  </span>
                ) : null}
                <span className="block text-xs text-muted-foreground">
                  {formatDateTime(version.createdAt)}
                  {version.createdByName ? ` · ${version.createdByName}` : ''}
                </span>
                <ul className="mt-1 list-disc pl-5 text-xs text-foreground/80">
                  {version.changes.length === 0 ? (
                    <li>{version.number === 1 ? t('procedure.firstVersion') : t('procedure.noChanges')}</li>
                  ) : (
                    version.changes.map((change) => <li key={change}>{change}</li>)
                  )}
                </ul>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}

/** One procedure: its current version's steps, every version with what it changed, and its editor. */
export function ProcedurePage({ id }: { id: string }) {
  const t = useT(proceduresMessages);
  const procedure = useProcedure(id);
  const canEdit = useCan('procedures.write');
  const isOnline = useOnline();
  const [isEditing, setIsEditing] = useState(false);
  const save = useSaveProcedure();

  return (
    <QueryState
      query={procedure}
      errorTitle={t('procedure.fetchFailed')}
      showReason
      loading={<Skeletons count={4} label={t('procedure.loading')} />}
      empty={
        <Card className="border-dashed">
          <EmptyState icon={ClipboardX} title={t('procedure.notFound')} />
        </Card>
      }
    >
      {(found) => (
        <>
          <Link
            href="/procedures"
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mb-2 w-fit' })}
          >
            <ArrowLeft aria-hidden />
            {t('procedure.back')}
          </Link>
          <PageHeader
            title={found.name}
            description={t('procedure.description', {
              category: found.category,
              version: String(found.currentVersion),
            })}
            actions={
              canEdit && isOnline && !isEditing ? (
                <Button onClick={() => setIsEditing(true)}>
                  <Pencil aria-hidden />
                  {t('procedure.edit')}
                </Button>
              ) : null
            }
          />
          {isEditing ? (
            <ProcedureEditor
              key={found.version}
              procedure={found}
              isSaving={save.isPending}
              onCancel={() => setIsEditing(false)}
              onSave={(input) =>
                save.mutate(
                  { procedure: found, input },
                  {
                    onSuccess: (saved) => {
                      setIsEditing(false);
                      toast({
                        title: t('procedure.published', { version: String(saved.currentVersion) }),
                        description: t('procedure.publishedHint'),
                      });
                    },
                    onError: (error) =>
                      toast({
                        variant: 'destructive',
                        title: t('procedure.notPublished'),
                        description: errorMessage(error, t('common.checkConnection')),
                      }),
                  },
                )
              }
            />
          ) : (
            <ProcedureView procedure={found} />
          )}
        </>
      )}
    </QueryState>
  );
}
