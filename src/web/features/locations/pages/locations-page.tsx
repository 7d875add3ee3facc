import { useState } from 'react';
import { ChevronsDownUp, ChevronsUpDown, MapPinned, Plus } from 'lucide-react';
import type { LocationTreeNode } from '@shared/schemas/locations';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { useLocationTree } from '@web/components/locations';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { errorMessage } from '@web/lib/api-client';
import { formatCount } from '@web/lib/formatting';
import { useCan } from '@web/lib/permissions';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import { useDeleteLocation, useUpdateLocation } from '../api/change-locations';
import { LocationFormDialog, type LocationDialogMode } from '../components/location-form-dialog';
import { LocationTreeList } from '../components/location-tree-list';
import { MoveLocationDialog } from '../components/move-location-dialog';

/** The sites open at first, so the page starts with buildings in view, not one line per site. */
const topLevelIds = (nodes: readonly LocationTreeNode[]) =>
  new Set(nodes.filter((node) => node.depth === 0).map((node) => node.id));

/**
 * Locations (issue 24): the warehouse's tree of sites, buildings, areas and lines. Everyone who
 * reads equipment sees it; supervisors and up add, edit, move (by "Move to…" or by dragging a
 * row onto another) and delete, online.
 */
export default function LocationsPage() {
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
        onSuccess: () => toast({ title: `${location.name} moved` }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: `${location.name} was not moved`,
            description: errorMessage(error, 'Check the connection and try again.'),
          }),
      },
    );

  const confirmDelete = () => {
    const location = deleting;
    if (!location) return;
    remove.mutate(location, {
      onSuccess: () => toast({ title: `${location.name} deleted` }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: `${location.name} was not deleted`,
          description: errorMessage(error, 'Check the connection and try again.'),
        }),
    });
  };

  const addTopLevel = () => setFormMode({ kind: 'add', parentId: null });
  return (
    <>
      <PageHeader
        title="Locations"
        description="Where your assets stand: sites, buildings, areas and lines."
        actions={
          mayChange ? (
            <Button onClick={addTopLevel}>
              <Plus aria-hidden />
              Add location
            </Button>
          ) : null
        }
      />
      {canEdit && !isOnline ? (
        <Alert title="You are offline" className="mb-4">
          Changing locations needs a connection. Reconnect to add, edit, move or delete.
        </Alert>
      ) : null}
      <QueryState
        query={tree}
        errorTitle="Failed to fetch locations"
        showReason
        loading={<Skeletons count={6} label="Loading locations" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <Card className="border-dashed">
            <EmptyState
              icon={MapPinned}
              title="No locations yet"
              description={
                mayChange
                  ? 'Start with a site, then add its buildings, areas and lines inside it. Then place each asset at its location.'
                  : 'A supervisor adds the sites, buildings, areas and lines of this warehouse.'
              }
              action={
                mayChange ? (
                  <Button onClick={addTopLevel}>
                    <Plus aria-hidden />
                    Add the first site
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
              <p className="text-xs text-muted-foreground">{formatCount(list.length, 'location')}</p>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setExpandedIds(new Set(list.map((n) => n.id)))}
                >
                  <ChevronsUpDown aria-hidden />
                  Expand all
                </Button>
                <Button variant="outline" size="sm" onClick={() => setExpandedIds(new Set())}>
                  <ChevronsDownUp aria-hidden />
                  Collapse all
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
        title={`Delete ${deleting?.name ?? 'location'}?`}
        description="A location can only be deleted while no asset stands there and no location is inside it."
        confirmLabel="Delete location"
        onConfirm={confirmDelete}
      />
    </>
  );
}
