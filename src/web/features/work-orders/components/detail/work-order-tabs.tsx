import { useState } from 'react';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { MAX_FILES_PER_FORM } from '@shared/constants';
import { procedureCanChange } from '@shared/work-order-rules';
import { lazySection } from '@web/components/lazy-dialog';
import { useCan } from '@web/lib/permissions';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';
import { Skeletons } from '@web/components/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ChecklistSection } from './checklist-section';
import { DetailsPanel } from './details-panel';
import { DowntimeSection, hasEquipment } from './downtime-section';

// The tabs after the first load when first opened: the order shows without their code.
function TabLoading() {
  const t = useT(workOrdersMessages);
  return <Skeletons count={3} label={t('tabs.loading')} />;
}
const loading = <TabLoading />;
const PartsSection = lazySection(() => import('./parts-section').then((m) => m.PartsSection), loading);
const LaborSection = lazySection(() => import('./labor-section').then((m) => m.LaborSection), loading);
const HistorySection = lazySection(() => import('./history-section').then((m) => m.HistorySection), loading);
const AttachmentList = lazySection(
  () => import('@web/components/attachments').then((m) => m.AttachmentList),
  loading,
);
const AttachmentUploader = lazySection(
  () => import('@web/components/attachments').then((m) => m.AttachmentUploader),
  null,
);

/**
 * The job's sections as tabs. On phones Details (with the order's downtime) is a tab of its
 * own (first); on desktop they sit beside the tabs.
 */
export function WorkOrderTabs({
  order,
  userId,
  canWork,
  canAssign,
  canRecordDowntime,
  checklistLabel,
  isMobile,
}: {
  order: WorkOrder;
  userId: string;
  /** May change checklist, parts, labour and files (assigned, or supervisor, and not signed off). */
  canWork: boolean;
  canAssign: boolean;
  /** Records and corrects downtime (supervisors and up). */
  canRecordDowntime: boolean;
  checklistLabel: string;
  isMobile: boolean;
}) {
  const t = useT(workOrdersMessages);
  const [tab, setTab] = useState(isMobile ? 'details' : 'checklist');
  const canChangeProcedure = useCan('workOrders.update');
  const current = !isMobile && tab === 'details' ? 'checklist' : tab;
  return (
    <Tabs value={current} onValueChange={setTab}>
      {/* Six tabs on a phone: a 3 × 2 grid keeps all of them in sight, none behind a sideways swipe. */}
      <TabsList layout={isMobile ? 'grid' : 'inline'} className={isMobile ? 'grid-cols-3' : undefined}>
        {isMobile ? <TabsTrigger value="details">{t('detail.details')}</TabsTrigger> : null}
        <TabsTrigger value="checklist">{checklistLabel}</TabsTrigger>
        <TabsTrigger value="parts">{t('tabs.parts')}</TabsTrigger>
        <TabsTrigger value="labor">{t('tabs.labor')}</TabsTrigger>
        <TabsTrigger value="files">{t('tabs.files')}</TabsTrigger>
        <TabsTrigger value="history">{t('tabs.history')}</TabsTrigger>
      </TabsList>
      {isMobile ? (
        <TabsContent value="details" className="grid grid-cols-1 gap-6">
          <DetailsPanel order={order} canAssign={canAssign} />
          {hasEquipment(order) ? (
            <DowntimeSection order={order} canEdit={canRecordDowntime} headingLevel={3} />
          ) : null}
        </TabsContent>
      ) : null}
      <TabsContent value="checklist">
        <ChecklistSection
          workOrderId={order.id}
          foNumber={order.foNumber}
          procedure={order.procedure}
          version={order.version}
          canChangeProcedure={canChangeProcedure && procedureCanChange(order.status)}
          equipmentId={order.equipmentId}
          canEdit={canWork}
        />
      </TabsContent>
      <TabsContent value="parts">
        <PartsSection workOrderId={order.id} canEdit={canWork} />
      </TabsContent>
      <TabsContent value="labor">
        <LaborSection workOrderId={order.id} canEdit={canWork} userId={userId} />
      </TabsContent>
      <TabsContent value="files" className="grid grid-cols-1 gap-4">
        {canWork ? (
          <AttachmentUploader
            context={{ workOrderId: order.id }}
            ownerLabel={order.foNumber}
            maxFiles={MAX_FILES_PER_FORM}
          />
        ) : null}
        <AttachmentList filter={{ workOrderId: order.id }} />
      </TabsContent>
      <TabsContent value="history">
        <HistorySection workOrderId={order.id} />
      </TabsContent>
    </Tabs>
  );
}
