import { useMemo, useState, type DragEvent } from 'react';
import {
  ChevronRight,
  EllipsisVertical,
  FolderInput,
  GripVertical,
  Pencil,
  Plus,
  Trash2,
} from 'lucide-react';
import { subtreeIds, visibleNodes } from '@shared/location-subtree';
import type { LocationTreeNode } from '@shared/schemas/locations';
import { LocationKindBadge } from '@web/components/locations';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { UserText } from '@web/components/user-text';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { locationsMessages } from '../messages';

const INDENT_PX = 16;

export interface LocationRowActions {
  onAddInside: (location: LocationTreeNode) => void;
  onEdit: (location: LocationTreeNode) => void;
  onMove: (location: LocationTreeNode) => void;
  onDelete: (location: LocationTreeNode) => void;
  /** A row dropped on another (null: on the top-level zone). */
  onDrop: (location: LocationTreeNode, parentId: string | null) => void;
}

function RowMenu({ location, actions }: { location: LocationTreeNode; actions: LocationRowActions }) {
  const t = useT(locationsMessages);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('tree.actions', { name: location.name })}>
          <EllipsisVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.onAddInside(location)}>
          <Plus aria-hidden />
          {t('tree.addInside')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onEdit(location)}>
          <Pencil aria-hidden />
          {t('tree.edit')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onMove(location)}>
          <FolderInput aria-hidden />
          {t('tree.moveTo')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => actions.onDelete(location)} className="text-destructive">
          <Trash2 aria-hidden />
          {t('tree.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The location tree as indented rows (issue 24): expand and collapse, kind, code, and how many
 * assets stand here and under it. With `actions` (equipment.write, online) each row has a menu
 * and can be dragged onto another row, or onto the top-level zone, to move it there.
 */
export function LocationTreeList({
  nodes,
  expanded,
  onToggle,
  actions,
}: {
  nodes: readonly LocationTreeNode[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  actions?: LocationRowActions;
}) {
  const t = useT(locationsMessages);
  const [dragged, setDragged] = useState<LocationTreeNode | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const rows = visibleNodes(nodes, expanded);
  // Where the dragged row may not go: itself and everything under it.
  const forbidden = useMemo(
    () => (dragged ? subtreeIds(nodes, dragged.id) : new Set<string>()),
    [dragged, nodes],
  );

  const canDropOn = (parentId: string | null) =>
    dragged !== null && parentId !== dragged.parentId && (parentId === null || !forbidden.has(parentId));
  const endDrag = () => {
    setDragged(null);
    setOverId(null);
  };
  const dropProps = (parentId: string | null) => ({
    onDragOver: (event: DragEvent) => {
      if (!canDropOn(parentId)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOverId(parentId ?? 'top');
    },
    onDragLeave: () => setOverId((current) => (current === (parentId ?? 'top') ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged && canDropOn(parentId)) actions?.onDrop(dragged, parentId);
      endDrag();
    },
  });

  return (
    <div className="grid gap-2">
      {actions && dragged && dragged.parentId !== null ? (
        <div
          {...dropProps(null)}
          className={cn(
            'rounded-lg border-2 border-dashed px-4 py-3 text-center text-sm text-muted-foreground',
            overId === 'top' && 'border-primary bg-primary/5 text-primary',
          )}
        >
          {t('tree.dropTopLevel', { name: dragged.name })}
        </div>
      ) : null}
      <ul aria-label={t('tree.label')} className="divide-y rounded-xl border bg-card">
        {rows.map((node) => {
          const isExpanded = expanded.has(node.id);
          return (
            <li
              key={node.id}
              data-depth={node.depth}
              draggable={Boolean(actions)}
              onDragStart={(event) => {
                event.dataTransfer.setData('text/plain', node.id);
                event.dataTransfer.effectAllowed = 'move';
                setDragged(node);
              }}
              onDragEnd={endDrag}
              {...(actions ? dropProps(node.id) : {})}
              className={cn(
                'flex items-center gap-1 py-1 pr-1',
                overId === node.id && 'bg-primary/10 outline-2 -outline-offset-2 outline-primary',
                dragged?.id === node.id && 'opacity-50',
              )}
              style={{ paddingLeft: 4 + node.depth * INDENT_PX }}
            >
              {actions ? (
                <GripVertical
                  className="size-4 shrink-0 cursor-grab text-muted-foreground max-md:hidden"
                  aria-hidden
                />
              ) : null}
              {node.childCount > 0 ? (
                <button
                  type="button"
                  aria-expanded={isExpanded}
                  aria-label={t(isExpanded ? 'tree.collapse' : 'tree.expand', { name: node.name })}
                  onClick={() => onToggle(node.id)}
                  className="flex size-11 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <ChevronRight
                    className={cn('size-4 transition-transform', isExpanded && 'rotate-90')}
                    aria-hidden
                  />
                </button>
              ) : (
                <span className="size-11 shrink-0" aria-hidden />
              )}
              <div className="min-w-0 flex-1 py-1">
                <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
                  <UserText className="truncate text-sm font-medium">{node.name}</UserText>
                  <span className="font-mono text-xs text-muted-foreground">{node.code}</span>
                  <LocationKindBadge kind={node.kind} />
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('tree.assets', {
                    here: formatNumber(node.equipmentCount),
                    all: formatNumber(node.subtreeEquipmentCount),
                  })}
                </p>
              </div>
              {actions ? <RowMenu location={node} actions={actions} /> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
