import { useState } from 'react';
import { ChevronRight, ClipboardPlus, Package, ScanLine, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { lazyDialog } from '@web/components/lazy-dialog';
import { useEquipmentScan } from '@web/components/qr-scanner/use-equipment-scan';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { useWorkOrderDialog } from '@web/lib/work-order-dialog';
import { dashboardMessages } from '../messages';

// Loaded when first opened: the camera, the decoder and the manual form are not part of the dashboard's first load.
const QrScanDialog = lazyDialog(() =>
  import('@web/components/qr-scanner/qr-scan-dialog').then((module) => module.QrScanDialog),
);

const actionClasses =
  'flex min-h-14 w-full items-center gap-3 rounded-lg border bg-card px-3 py-2.5 text-left text-sm font-medium transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-ring';

function ActionContent({
  icon: Icon,
  title,
  hint,
  tone,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
  tone: string;
}) {
  return (
    <>
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block">{title}</span>
        <span className="block text-xs font-normal text-muted-foreground">{hint}</span>
      </span>
      <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
    </>
  );
}

/** Scan a QR label, raise a work order, check stock: the three things people come here to do. */
export function QuickActionsCard({ className }: { className?: string }) {
  const [, navigate] = useLocation();
  const t = useT(dashboardMessages);
  const dialog = useWorkOrderDialog();
  const { lookup } = useEquipmentScan();
  const canCreate = useCan('workOrders.create');
  const canSeeParts = useCan('parts.read');
  const [isScanning, setIsScanning] = useState(false);

  const onDetected = async (assetTag: string) => {
    const equipment = await lookup(assetTag);
    if (equipment) navigate(`/equipment?asset=${encodeURIComponent(equipment.assetTag)}`);
  };

  return (
    <Card className={className} role="region" aria-label={t('quickActions.title')}>
      <CardHeader className="pb-2">
        <CardTitle>{t('quickActions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2">
        <button type="button" className={actionClasses} onClick={() => setIsScanning(true)}>
          <ActionContent
            icon={ScanLine}
            title={t('quickActions.scan')}
            hint={t('quickActions.scanHint')}
            tone="bg-primary/10 text-primary"
          />
        </button>
        {canCreate ? (
          <button type="button" className={actionClasses} onClick={() => dialog.open()}>
            <ActionContent
              icon={ClipboardPlus}
              title={t('quickActions.create')}
              hint={t('quickActions.createHint')}
              tone="bg-status-assigned/12 text-status-assigned"
            />
          </button>
        ) : null}
        {canSeeParts ? (
          <Link href="/inventory" className={actionClasses}>
            <ActionContent
              icon={Package}
              title={t('quickActions.inventory')}
              hint={t('quickActions.inventoryHint')}
              tone="bg-success/12 text-success"
            />
          </Link>
        ) : null}
        <QrScanDialog
          open={isScanning}
          onOpenChange={setIsScanning}
          onDetected={(tag) => void onDetected(tag)}
        />
      </CardContent>
    </Card>
  );
}
