import { Boxes, ChartColumn, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import type { Equipment } from '@shared/schemas/equipment';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { useEquipmentChildren } from '../api/list-children';
import { equipmentMessages } from '../messages';
import { EquipmentStatusBadge } from './equipment-badges';

/**
 * The asset's direct parts (issue 24), each with its own count of parts, each opening; for those
 * who read analytics, the way to the asset's figures rolled up with its parts.
 */
export function EquipmentPartsTab({
  equipment,
  onOpen,
}: {
  equipment: Equipment;
  onOpen: (part: Equipment) => void;
}) {
  const t = useT(equipmentMessages);
  const children = useEquipmentChildren(equipment.id);
  const canReadAnalytics = useCan('analytics.read');
  return (
    <QueryState
      query={children}
      errorTitle={t('partsTab.fetchFailed')}
      loading={
        <Skeletons count={Math.min(Math.max(equipment.childCount, 1), 5)} label={t('partsTab.loading')}>
          {() => <Skeleton className="h-14" />}
        </Skeletons>
      }
      isEmpty={(list) => list.length === 0}
      empty={
        <p className="flex items-center gap-2 rounded-lg border border-dashed px-3 py-4 text-sm text-muted-foreground">
          <Boxes className="size-4 shrink-0" aria-hidden />
          {t('partsTab.empty')}
        </p>
      }
    >
      {(parts) => (
        <div className="grid gap-3">
          <ul
            aria-label={t('tree.partsOf', { tag: equipment.assetTag })}
            className="divide-y rounded-lg border"
          >
            {parts.map((part) => (
              <li key={part.id}>
                <button
                  type="button"
                  onClick={() => onOpen(part)}
                  className="flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring touch:min-h-11"
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">
                      <span className="font-mono text-xs text-muted-foreground">{part.assetTag}</span>{' '}
                      <UserText>{part.name}</UserText>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {part.childCount > 0
                        ? t('parts.count', { count: part.childCount })
                        : t('partsTab.noParts')}
                    </p>
                  </div>
                  <EquipmentStatusBadge status={part.status} />
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          {canReadAnalytics ? (
            <Link
              href={`/analytics?parent=${equipment.id}`}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline"
            >
              <ChartColumn className="size-4" aria-hidden />
              {t('partsTab.analytics', { tag: equipment.assetTag })}
            </Link>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
