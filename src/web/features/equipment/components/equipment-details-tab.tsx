import type { ReactNode } from 'react';
import { History, Plus, Printer } from 'lucide-react';
import { Link } from 'wouter';
import type { Equipment } from '@shared/schemas/equipment';
import { Button } from '@web/components/ui/button';
import { useLocationLabels, useLocationTree } from '@web/components/locations';
import { cn } from '@web/lib/cn';
import { isTempId } from '@web/lib/offline/temp-ids';
import { useCan } from '@web/lib/permissions';
import { useWorkOrderDialog } from '@web/lib/work-order-dialog';
import { formatDate } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';
import { DeleteEquipmentButton } from './delete-equipment-button';
import { EditEquipmentDialog } from './edit-equipment-dialog';
import { EquipmentQrCode } from './equipment-qr-code';
import { MoveEquipmentDialog } from './move-equipment-dialog';
import { RecentWorkOrders } from './recent-work-orders';
import { UserText } from '@web/components/user-text';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">
        <UserText>{label}</UserText>
      </dt>
      <dd className="mt-0.5 text-sm">
        {children ? <UserText>{children}</UserText> : <span className="text-muted-foreground">—</span>}
      </dd>
    </div>
  );
}

function isPast(date: string): boolean {
  return new Date(`${date}T23:59:59`) < new Date();
}

function WarrantyValue({ date }: { date: string | null }) {
  const t = useT(equipmentMessages);
  if (!date) return null;
  return (
    <>
      {formatDate(date)}
      {isPast(date) ? (
        <span className="ml-1.5 text-xs font-medium text-destructive">{t('details.expired')}</span>
      ) : null}
    </>
  );
}

function Specifications({ values }: { values: Record<string, unknown> | null }) {
  const t = useT(equipmentMessages);
  const entries = Object.entries(values ?? {});
  if (entries.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{t('details.specifications')}</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-muted/50 p-3 sm:grid-cols-3">
        {entries.map(([key, value]) => (
          <Detail key={key} label={key}>
            {String(value)}
          </Detail>
        ))}
      </dl>
    </section>
  );
}

/**
 * Fields, QR label, the 3 latest work orders and what can be done next (core spec §2). A
 * record created offline (temp- id) has no label, work orders or history on the server yet:
 * it shows its fields and can be edited or deleted, nothing that would ask the server for it.
 */
export function EquipmentDetailsTab({
  equipment,
  onViewHistory,
  onSaved,
  onDeleted,
}: {
  equipment: Equipment;
  onViewHistory: () => void;
  onSaved: (saved: Equipment) => void;
  onDeleted: () => void;
}) {
  const t = useT(equipmentMessages);
  const canCreateOrder = useCan('workOrders.create');
  const canEdit = useCan('equipment.write');
  const canDelete = useCan('equipment.delete');
  const workOrderDialog = useWorkOrderDialog();
  const isOnServer = !isTempId(equipment.id);
  const tree = useLocationTree();
  const places = useLocationLabels();

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_auto]">
        <div className="grid content-start gap-4">
          {equipment.description ? (
            <p className="text-sm">
              <UserText multiline>{equipment.description}</UserText>
            </p>
          ) : null}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Detail label={t('details.model')}>{equipment.model}</Detail>
            <Detail label={t('details.manufacturer')}>{equipment.manufacturer}</Detail>
            <Detail label={t('details.location')}>{places.labelOf(tree.data, equipment.locationId)}</Detail>
            {equipment.area ? <Detail label={t('details.areaOld')}>{equipment.area}</Detail> : null}
            <Detail label={t('details.serialNumber')}>{equipment.serialNumber}</Detail>
            <Detail label={t('details.installDate')}>
              {equipment.installDate ? formatDate(equipment.installDate) : null}
            </Detail>
            <Detail label={t('details.warrantyExpiry')}>
              <WarrantyValue date={equipment.warrantyExpiry} />
            </Detail>
          </dl>
        </div>
        {isOnServer ? (
          <figure className="flex items-center gap-3 rounded-lg border p-3 sm:w-40 sm:flex-col sm:items-stretch">
            <EquipmentQrCode equipment={equipment} className="w-24 sm:w-full" />
            <figcaption className="grid gap-1.5 sm:text-center">
              <UserText className="font-mono text-sm font-semibold">{equipment.assetTag}</UserText>
              <Button asChild variant="link" size="sm" className="h-auto justify-start p-0 sm:justify-center">
                <Link href={`/equipment/labels?ids=${equipment.id}`}>
                  <Printer aria-hidden />
                  {t('details.printLabel')}
                </Link>
              </Button>
            </figcaption>
          </figure>
        ) : null}
      </div>

      <Specifications values={equipment.specifications} />

      {isOnServer ? (
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t('details.recentWorkOrders')}</h3>
          <RecentWorkOrders equipmentId={equipment.id} />
        </section>
      ) : null}

      {/* Kept in view at the bottom of the dialog while the details scroll; on phones the main action leads. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 grid grid-cols-2 gap-2 border-t bg-popover px-5 pt-3 pb-5 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:flex sm:items-center sm:justify-end sm:px-6 sm:pt-4 sm:pb-6">
        {canCreateOrder && isOnServer ? (
          <Button
            className="col-span-2 sm:order-4"
            onClick={() => workOrderDialog.open({ equipmentId: equipment.id })}
          >
            <Plus aria-hidden />
            {t('details.createWorkOrder')}
          </Button>
        ) : null}
        {isOnServer ? (
          <Button
            variant="outline"
            className={cn('sm:order-3', !canEdit && 'col-span-2')}
            onClick={onViewHistory}
          >
            <History aria-hidden />
            {t('details.viewHistory')}
          </Button>
        ) : null}
        {canEdit ? (
          <EditEquipmentDialog equipment={equipment} onSaved={onSaved} className="sm:order-2" />
        ) : null}
        {canEdit ? (
          <MoveEquipmentDialog equipment={equipment} onMoved={onSaved} className="col-span-2 sm:order-2" />
        ) : null}
        {canDelete ? (
          <DeleteEquipmentButton
            equipment={equipment}
            onDeleted={onDeleted}
            className="col-span-2 sm:order-1 sm:mr-auto"
          />
        ) : null}
      </div>
    </div>
  );
}
