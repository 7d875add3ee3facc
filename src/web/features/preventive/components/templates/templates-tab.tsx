import { useState } from 'react';
import { ClipboardList, Plus, SearchX } from 'lucide-react';
import { SKELETON_CARDS } from '@shared/constants';
import type { PmTemplate } from '@shared/schemas/pm';
import { SearchInput } from '@web/components/search-input';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { usePmTemplates } from '../../api/list-pm-templates';
import { preventiveMessages } from '../../messages';
import { usePendingRecordIds } from '@web/components/not-synced-badge';
import { useWithPending } from '@web/lib/offline/pending-records';
import { TemplateCard } from './template-card';
import { TemplateDialog } from './template-dialog';
import { ImportLink } from '@web/components/import-link';

type DialogState = { mode: 'create' } | { mode: 'edit'; template: PmTemplate } | null;

/** By model, then component: the order a planner scans a plant's PM programme in. */
export function sortTemplates(templates: readonly PmTemplate[]): PmTemplate[] {
  return [...templates].sort(
    (a, b) => a.model.localeCompare(b.model) || a.component.localeCompare(b.component),
  );
}

export function matchesSearch(template: PmTemplate, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [template.model, template.component, template.action, template.description ?? ''].some((text) =>
    text.toLowerCase().includes(q),
  );
}

function CardSkeletons() {
  const t = useT(preventiveMessages);
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('templates.loading')}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index} className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4">
          <Skeleton className="h-3 w-32" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </li>
      ))}
    </ul>
  );
}

/** PM Template Manager (operations §2): cards, Create / Edit dialog, delete with confirmation. */
export function TemplatesTab() {
  const t = useT(preventiveMessages);
  const templates = usePmTemplates();
  const canWrite = useCan('pm.write');
  const canDelete = useCan('pm.delete');
  const [dialog, setDialog] = useState<DialogState>(null);
  const [query, setQuery] = useState('');
  // Queued creates, edits and deletes show in place until the server has them.
  const withPending = useWithPending(templates.data, 'pm-templates');
  const pendingIds = usePendingRecordIds('pm-templates');
  const list = { ...templates, data: templates.data ? withPending : undefined };
  const all = list.data ?? [];
  const shown = sortTemplates(all.filter((template) => matchesSearch(template, query)));
  const openCreate = () => setDialog({ mode: 'create' });

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          label={t('templates.search')}
          placeholder={t('templates.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          className="sm:w-80"
        />
        <div className="flex items-center justify-between gap-3">
          {templates.data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {query.trim()
                ? t('templates.shownOf', { shown: shown.length, total: all.length })
                : t('templates.count', { count: all.length })}
            </p>
          ) : null}
          <div className="flex gap-2">
            <ImportLink kind="pm-templates" />
            {canWrite ? (
              <Button onClick={openCreate}>
                <Plus aria-hidden />
                {t('templates.create')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>

      <QueryState
        query={list}
        errorTitle={t('templates.fetchFailed')}
        loading={<CardSkeletons />}
        isEmpty={(list) => list.length === 0}
        empty={
          <Card className="border-dashed">
            <EmptyState
              icon={ClipboardList}
              title={t('templates.empty.title')}
              description={t('templates.empty.description')}
              action={
                canWrite ? (
                  <Button onClick={openCreate}>
                    <Plus aria-hidden />
                    {t('templates.createFirst')}
                  </Button>
                ) : null
              }
            />
          </Card>
        }
      >
        {() =>
          shown.length === 0 ? (
            <Card className="border-dashed">
              <EmptyState
                icon={SearchX}
                title={t('templates.noMatch')}
                action={
                  <Button variant="outline" onClick={() => setQuery('')}>
                    {t('templates.clearSearch')}
                  </Button>
                }
              />
            </Card>
          ) : (
            <ul
              className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
              aria-label={t('templates.list')}
            >
              {shown.map((template) => (
                <TemplateCard
                  key={template.id}
                  template={template}
                  canDelete={canDelete}
                  isPending={pendingIds.has(template.id)}
                  onEdit={canWrite ? (edited) => setDialog({ mode: 'edit', template: edited }) : undefined}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      {dialog ? (
        <TemplateDialog
          open
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          template={dialog.mode === 'edit' ? dialog.template : undefined}
        />
      ) : null}
    </div>
  );
}
