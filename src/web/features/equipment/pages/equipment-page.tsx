import { useCallback, useState } from 'react';
import { List, ListTree, Plus, Printer, ScanLine } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import type { Equipment } from '@shared/schemas/equipment';
import { subtreeIds } from '@shared/location-subtree';
import { useLocationTree } from '@web/components/locations';
import { useEquipmentScan } from '@web/components/qr-scanner/use-equipment-scan';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { lazyDialog } from '@web/components/lazy-dialog';
import { PageHeader } from '@web/components/ui/page-header';
import { usePendingRecordIds } from '@web/components/not-synced-badge';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { useWithPending } from '@web/lib/offline/pending-records';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { isTemporary } from '../api/create-equipment';
import { EMPTY_FILTERS, hasActiveFilters, matchesFilters, useEquipmentList } from '../api/list-equipment';
import { EquipmentCard } from '../components/equipment-card';
import { EquipmentFiltersBar } from '../components/equipment-filters';
import { EquipmentGrid } from '../components/equipment-grid';
import { EquipmentTreeItem } from '../components/equipment-tree-item';
import { LabelSelectionBar } from '../components/label-selection-bar';
import { ImportLink } from '@web/components/import-link';
import { equipmentMessages } from '../messages';

// Loaded when first opened: their forms, tabs and uploads are not part of the list's first load.
const AddEquipmentDialog = lazyDialog(() =>
  import('../components/add-equipment-dialog').then((module) => module.AddEquipmentDialog),
);
const EquipmentDetailDialog = lazyDialog(
  () => import('../components/equipment-detail-dialog').then((module) => module.EquipmentDetailDialog),
  (props) => props.assetTag !== null,
);
const QrScanDialog = lazyDialog(() =>
  import('@web/components/qr-scanner/qr-scan-dialog').then((module) => module.QrScanDialog),
);

/** "12 assets", "Showing 24 of 120 assets"; the tree counts its top-level assets. */
function countText(
  t: TextsOf<typeof equipmentMessages>,
  shown: number | undefined,
  total: number,
  isTree: boolean,
): string {
  if (shown !== undefined && shown < total)
    return t(isTree ? 'count.showingTopLevel' : 'count.showingAssets', { shown: String(shown), total });
  return t(isTree ? 'count.topLevel' : 'count.assets', { total });
}

/** List (cards) or Tree (top-level assets with their parts beneath, issue 24). */
function ViewToggle({ isTree, onChange }: { isTree: boolean; onChange: (isTree: boolean) => void }) {
  const t = useT(equipmentMessages);
  return (
    <div role="group" aria-label={t('page.view')} className="inline-flex rounded-md border p-0.5">
      {(
        [
          ['page.viewList', false, List],
          ['page.viewTree', true, ListTree],
        ] as const
      ).map(([label, value, Icon]) => (
        <Button
          key={label}
          size="sm"
          variant={isTree === value ? 'secondary' : 'ghost'}
          aria-pressed={isTree === value}
          onClick={() => onChange(value)}
          className="h-8"
        >
          <Icon aria-hidden />
          {t(label)}
        </Button>
      ))}
    </div>
  );
}

/**
 * Equipment (core spec §2). The open detail lives in the URL (`?asset={tag}`), so the
 * dashboard's scan, the header search and a shared link all open the same dialog.
 */
export default function EquipmentPage() {
  const t = useT(equipmentMessages);
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const assetTag = params.get('asset');
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const q = useDebouncedValue(filters.q, 300);
  const list = useEquipmentList({ ...filters, q });
  const serverItems = list.data?.pages.flatMap((page) => page.items);
  const tree = useLocationTree();
  // Queued creates and edits show in the lists they would match once the server has them.
  const belongs = useCallback(
    (action: ChangeAction) => {
      const under = subtreeIds(tree.data ?? [], filters.locationId ?? '');
      return (
        !action.optimistic ||
        matchesFilters(action.optimistic as Equipment, { ...filters, q }, (id) => under.has(id))
      );
    },
    [filters, q, tree.data],
  );
  const withPending = useWithPending(serverItems, 'equipment', belongs);
  const items = serverItems ? withPending : undefined;
  const pendingIds = usePendingRecordIds('equipment');
  // A temp- record still in the server lists is the create the person is waiting for (online).
  const savingIds = new Set(serverItems?.filter(isTemporary).map((equipment) => equipment.id));
  const total = list.data?.pages[0]?.total;
  const [isAddOpen, setIsAddOpen] = useState(false);
  // `?scan` opens the scanner straight away (the phone header's scan button links here).
  const [isScanOpen, setIsScanOpen] = useState(() => params.has('scan'));
  // `?labels` starts choosing equipment for labels (Settings → Request portal links here).
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string> | null>(() =>
    params.has('labels') ? new Set() : null,
  );
  const { lookup } = useEquipmentScan();
  const canAdd = useCan('equipment.write');

  const openDetail = (tag: string) =>
    navigate(`/equipment?asset=${encodeURIComponent(tag)}`, { replace: true });
  const closeDetail = () => navigate('/equipment', { replace: true });

  const handleDetected = (tag: string) =>
    void lookup(tag).then((found) => {
      if (found) openDetail(found.assetTag);
    });

  const toggleSelected = (equipment: Equipment) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(equipment.id)) next.delete(equipment.id);
      else next.add(equipment.id);
      return next;
    });

  const printLabels = () => {
    if (!selectedIds || selectedIds.size === 0) return;
    navigate(`/equipment/labels?ids=${[...selectedIds].join(',')}`);
  };

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
            {/* Label sheets are printed at a desk; phones get the two actions used at a machine. */}
            <Button
              variant={selectedIds ? 'secondary' : 'outline'}
              aria-pressed={selectedIds !== null}
              className="max-md:hidden"
              onClick={() => setSelectedIds(selectedIds ? null : new Set())}
            >
              <Printer aria-hidden />
              {t('page.qrLabels')}
            </Button>
            <ImportLink kind="equipment" />
            <Button
              variant="outline"
              onClick={() => setIsScanOpen(true)}
              className={canAdd ? '' : 'col-span-2'}
            >
              <ScanLine aria-hidden />
              {t('page.scan')}
            </Button>
            {canAdd ? (
              <Button onClick={() => setIsAddOpen(true)}>
                <Plus aria-hidden />
                {t('grid.add')}
              </Button>
            ) : null}
          </div>
        }
      />
      <Card className="mb-5 p-4">
        <EquipmentFiltersBar value={filters} onChange={setFilters} />
        <div className="mt-3 flex items-center justify-between gap-3">
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {total === undefined ? null : countText(t, items?.length, total, filters.root)}
          </p>
          <ViewToggle isTree={filters.root} onChange={(root) => setFilters({ ...filters, root })} />
        </div>
      </Card>
      <EquipmentGrid
        items={items}
        isPending={list.isPending}
        isError={list.isError}
        hasFilters={hasActiveFilters(filters)}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        onRetry={() => void list.refetch()}
        onAdd={canAdd ? () => setIsAddOpen(true) : undefined}
        isTree={filters.root}
        renderCard={(equipment) =>
          filters.root ? (
            <EquipmentTreeItem
              key={equipment.id}
              equipment={equipment}
              onOpen={(opened) => openDetail(opened.assetTag)}
            />
          ) : (
            <EquipmentCard
              key={equipment.id}
              equipment={equipment}
              onOpen={(opened) => openDetail(opened.assetTag)}
              syncState={
                savingIds.has(equipment.id)
                  ? 'saving'
                  : pendingIds.has(equipment.id) || isTemporary(equipment)
                    ? 'pending'
                    : undefined
              }
              isSelecting={selectedIds !== null}
              isSelected={selectedIds?.has(equipment.id) ?? false}
              onToggleSelected={toggleSelected}
            />
          )
        }
      />
      {selectedIds ? (
        <LabelSelectionBar
          count={selectedIds.size}
          onSelectAll={() => setSelectedIds(new Set(items?.filter((e) => !isTemporary(e)).map((e) => e.id)))}
          onCancel={() => setSelectedIds(null)}
          onPrint={printLabels}
        />
      ) : null}
      <AddEquipmentDialog open={isAddOpen} onOpenChange={setIsAddOpen} />
      <QrScanDialog
        open={isScanOpen}
        onOpenChange={(open) => {
          setIsScanOpen(open);
          if (!open && params.has('scan')) navigate('/equipment', { replace: true });
        }}
        onDetected={handleDetected}
      />
      <EquipmentDetailDialog assetTag={assetTag} onClose={closeDetail} onTagChanged={openDetail} />
    </>
  );
}
