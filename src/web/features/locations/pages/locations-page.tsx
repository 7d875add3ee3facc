import { useState } from 'react';
import { ChevronsDownUp, ChevronsUpDown, MapPinned, Plus } from 'lucide-react';
import type { LocationTreeNode } from '@shared/schemas/locations';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { lazyDialog } from '@web/components/lazy-dialog';
import { useLocationTree } from '@web/components/locations';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import { useDeleteLocation, useUpdateLocation } from '../api/change-locations';
import type { LocationDialogMode } from '../components/location-form-dialog';
import { LocationTreeList } from '../components/location-tree-list';
import { locationsMessages } from '../messages';

// The forms load the first time one opens, not with the tree.
const LocationFormDialog = lazyDialog(
  () => import('../components/location-form-dialog').then((module) => module.LocationFormDialog),
  ({ mode }) => mode !== null,
);
const MoveLocationDialog = lazyDialog(
  () => import('../components/move-location-dialog').then((module) => module.MoveLocationDialog),
  ({ location }) => location !== null,
);

/** The sites open at first, so the page starts with buildings in view, not one line per site. */
const topLevelIds = (nodes: readonly LocationTreeNode[]) =>
  new Set(nodes.filter((node) => node.depth === 0).map((node) => node.id));

/**
 * Locations (issue 24): the warehouse's tree of sites, buildings, areas and lines. Everyone who
 * reads equipment sees it; supervisors and up add, edit, move (by "Move to…" or by dragging a
 * row onto another) and delete, online.
 */
export default function LocationsPage() {
  const t = useT(locationsMessages);
  const tree = useLocationTree();
  const canEdit = useCan('equipment.write');
  const isOnline = useOnline();
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string> | null>(null);
  const [formMode, setFormMode] = useState<LocationDialogMode | null>(null);
  const [moving, setMoving] = useState<LocationTreeNode | null>(null);
  const [deleting, setDeleting] = useState<LocationTreeNode | null>(null);
  const update = useUpdateLocation();
  const remove = useDeleteLocation();
  const nodes = tree.data ?? [];
  const expanded = expandedIds ?? topLevelIds(nodes);
  const mayChange = canEdit && isOnline;

  const toggle = (id: string) => {
    const next = new Set(expanded);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setExpandedIds(next);
  };

  const moveByDrop = (location: LocationTreeNode, parentId: string | null) =>
    update.mutate(
      { location, changes: { parentId } },
      {
        onSuccess: () => toast({ title: t('page.moved', { name: location.name }) }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('page.notMoved', { name: location.name }),
            description: errorMessage(error, t('page.checkConnection')),
          }),
      },
    );

  const confirmDelete = () => {
    const location = deleting;
    if (!location) return;
    remove.mutate(location, {
      onSuccess: () => toast({ title: t('page.deleted', { name: location.name }) }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('page.notDeleted', { name: location.name }),
          description: errorMessage(error, t('page.checkConnection')),
        }),
    });
  };

  const addTopLevel = () => setFormMode({ kind: 'add', parentId: null });
  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          mayChange ? (
            <Button onClick={addTopLevel}>
              <Plus aria-hidden />
              {t('page.add')}
            </Button>
          ) : null
        }
      />
      {canEdit && !isOnline ? (
        <Alert title={t('page.offlineTitle')} className="mb-4">
          {t('page.offline')}
        </Alert>
      ) : null}
      <QueryState
        query={tree}
        errorTitle={t('page.fetchFailed')}
        showReason
        loading={<Skeletons count={6} label={t('page.loading')} />}
        isEmpty={(list) => list.length === 0}
        empty={
          <Card className="border-dashed">
            <EmptyState
              icon={MapPinned}
              title={t('page.emptyTitle')}
              description={mayChange ? t('page.emptyCanChange') : t('page.emptyReadOnly')}
              action={
                mayChange ? (
                  <Button onClick={addTopLevel}>
                    <Plus aria-hidden />
                    {t('page.addFirst')}
                  </Button>
                ) : null
              }
            />
          </Card>
        }
      >
        {(list) => (
          <div className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-muted-foreground">{t('page.count', { count: list.length })}</p>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setExpandedIds(new Set(list.map((n) => n.id)))}
                >
                  <ChevronsUpDown aria-hidden />
                  {t('page.expandAll')}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setExpandedIds(new Set())}>
                  <ChevronsDownUp aria-hidden />
                  {t('page.collapseAll')}
                </Button>
              </div>
            </div>
            <LocationTreeList
              nodes={list}
              expanded={expanded}
              onToggle={toggle}
              actions={
                mayChange
                  ? {
                      onAddInside: (location) => setFormMode({ kind: 'add', parentId: location.id }),
                      onEdit: (location) => setFormMode({ kind: 'edit', location }),
                      onMove: setMoving,
                      onDelete: setDeleting,
                      onDrop: moveByDrop,
                    }
                  : undefined
              }
            />
          </div>
        )}
      </QueryState>
      <LocationFormDialog mode={formMode} onClose={() => setFormMode(null)} />
      <MoveLocationDialog location={moving} onClose={() => setMoving(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t('delete.title', { name: deleting.name }) : t('delete.titleFallback')}
        description={t('delete.description')}
        confirmLabel={t('delete.confirm')}
        onConfirm={confirmDelete}
      />
    </>
  );
}
