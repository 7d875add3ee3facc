import { useState } from 'react';
import { ChevronRight } from 'lucide-react';
import type { Equipment } from '@shared/schemas/equipment';
import { Skeleton } from '@web/components/ui/skeleton';
import { UserText } from '@web/components/user-text';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { useEquipmentChildren } from '../api/list-children';
import { equipmentMessages } from '../messages';
import { EquipmentStatusBadge } from './equipment-badges';

const INDENT_PX = 20;

function TreeChildren({
  parent,
  depth,
  onOpen,
}: {
  parent: Equipment;
  depth: number;
  onOpen: (equipment: Equipment) => void;
}) {
  const t = useT(equipmentMessages);
  const children = useEquipmentChildren(parent.id);
  if (children.isPending) {
    return (
      <div
        style={{ paddingLeft: depth * INDENT_PX }}
        className="px-3 py-2"
        aria-label={t('tree.loadingParts', { tag: parent.assetTag })}
      >
        <Skeleton className="h-6 w-2/3" />
      </div>
    );
  }
  if (children.isError) {
    return (
      <p
        role="alert"
        style={{ paddingLeft: depth * INDENT_PX }}
        className="px-3 py-2 text-sm text-destructive"
      >
        {t('tree.partsFailed', { tag: parent.assetTag })}
      </p>
    );
  }
  return (
    <ul aria-label={t('tree.partsOf', { tag: parent.assetTag })} className="border-t">
      {children.data.map((child) => (
        <EquipmentTreeItem key={child.id} equipment={child} depth={depth} onOpen={onOpen} />
      ))}
    </ul>
  );
}

/**
 * One asset of the tree view (issue 24): its parts load when it is first expanded, and each
 * of them expands the same way. The name opens the asset's detail.
 */
export function EquipmentTreeItem({
  equipment,
  depth = 0,
  onOpen,
}: {
  equipment: Equipment;
  depth?: number;
  onOpen: (equipment: Equipment) => void;
}) {
  const t = useT(equipmentMessages);
  const [isExpanded, setIsExpanded] = useState(false);
  const hasParts = equipment.childCount > 0;
  return (
    <li>
      <div className="flex items-center gap-1 py-1 pr-3 pl-1" style={{ paddingLeft: 4 + depth * INDENT_PX }}>
        {hasParts ? (
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-label={t(isExpanded ? 'tree.hideParts' : 'tree.showParts', { tag: equipment.assetTag })}
            onClick={() => setIsExpanded(!isExpanded)}
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
        <button
          type="button"
          onClick={() => onOpen(equipment)}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md px-1 text-left hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">
              <span className="font-mono text-xs text-muted-foreground">{equipment.assetTag}</span>{' '}
              <UserText>{equipment.name}</UserText>
            </span>
            {hasParts ? (
              <span className="block text-xs text-muted-foreground">
                {t('parts.count', { count: equipment.childCount })}
              </span>
            ) : null}
          </span>
          <EquipmentStatusBadge status={equipment.status} />
        </button>
      </div>
      {isExpanded ? <TreeChildren parent={equipment} depth={depth + 1} onOpen={onOpen} /> : null}
    </li>
  );
}
