import type { Equipment } from '@shared/schemas/equipment';
import { useLocationLabels, useLocationTree } from '@web/components/locations';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { Checkbox } from '@web/components/ui/checkbox';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { isTempId } from '@web/lib/offline/temp-ids';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';
import { CriticalityBadge, EquipmentStatusBadge } from './equipment-badges';
import { UserText } from '@web/components/user-text';

function Field({ label, children }: { label: string; children: string | null }) {
  return (
    <div className="flex min-w-0 gap-2">
      <dt className="w-24 shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate" title={children ?? undefined}>
        {children ?? <span className="text-muted-foreground">—</span>}
      </dd>
    </div>
  );
}

/** 'saving': the server is answering the create now; 'pending': a change waits on this device. */
export type EquipmentSyncState = 'saving' | 'pending';

/**
 * One asset in the grid (core spec §2 card fields). The whole card is one button: it opens
 * the detail, or in label-selection mode ticks the card (a record not on the server yet has
 * no QR label to print).
 */
export function EquipmentCard({
  equipment,
  onOpen,
  isSelecting = false,
  isSelected = false,
  onToggleSelected,
  syncState,
}: {
  equipment: Equipment;
  onOpen: (equipment: Equipment) => void;
  isSelecting?: boolean;
  isSelected?: boolean;
  onToggleSelected?: (equipment: Equipment) => void;
  syncState?: EquipmentSyncState;
}) {
  const t = useT(equipmentMessages);
  const isSaving = syncState === 'saving';
  const isTemporary = isTempId(equipment.id);
  const tree = useLocationTree();
  const places = useLocationLabels();
  const handleClick = () => {
    if (isSaving) return;
    if (!isSelecting) onOpen(equipment);
    else if (!isTemporary) onToggleSelected?.(equipment);
  };
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-xl border bg-card p-4 shadow-xs transition-[border-color,box-shadow]',
        !isSaving && 'hover:border-primary/40 hover:shadow-sm',
        isSelected && 'border-primary ring-2 ring-primary/30',
        isSaving && 'opacity-70',
      )}
      data-equipment-id={equipment.id}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2.5">
          {isSelecting ? (
            <Checkbox checked={isSelected} tabIndex={-1} aria-hidden className="pointer-events-none" />
          ) : null}
          <span className="truncate font-mono text-xs font-semibold tracking-wide text-muted-foreground">
            {equipment.assetTag}
          </span>
        </div>
        {isSaving ? (
          <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <Spinner className="size-3.5" /> {t('card.saving')}
          </span>
        ) : (
          <div className="flex flex-wrap justify-end gap-1.5">
            {syncState === 'pending' ? <NotSyncedBadge /> : null}
            <EquipmentStatusBadge status={equipment.status} />
          </div>
        )}
      </div>
      <h3 className="mt-2 text-[0.9375rem] leading-snug font-semibold">
        <button
          type="button"
          onClick={handleClick}
          disabled={isSaving}
          aria-pressed={isSelecting ? isSelected : undefined}
          className="text-left outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring disabled:cursor-progress"
        >
          <UserText>{equipment.name}</UserText>
          <span className="sr-only">, {equipment.assetTag}</span>
        </button>
      </h3>
      <p className="mt-1 line-clamp-2 min-h-10 text-sm text-muted-foreground">
        <UserText>{equipment.description}</UserText>
      </p>
      <dl className="mt-3 grid gap-1 border-t pt-3 text-sm">
        <Field label={t('card.model')}>{equipment.model}</Field>
        {/* Placed in the tree (issue 24), else the free-text area it had before. */}
        <Field label={t('card.location')}>
          {places.labelOf(tree.data, equipment.locationId) ?? equipment.area}
        </Field>
        <Field label={t('card.manufacturer')}>{equipment.manufacturer}</Field>
      </dl>
      <div className="mt-3 flex">
        <CriticalityBadge criticality={equipment.criticality} />
      </div>
    </li>
  );
}
