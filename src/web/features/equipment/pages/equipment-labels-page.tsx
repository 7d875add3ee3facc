import { useQueries } from '@tanstack/react-query';
import { ArrowLeft, Printer, QrCode } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import type { Equipment } from '@shared/schemas/equipment';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { LabelSheetPage } from '@web/components/labels/label-sheet';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentDetailKey, getEquipment } from '../api/get-equipment';
import { useRequestPortalLink } from '@web/components/request-portal/request-portal';
import { QrLabel, useLabelQr } from '../components/qr-label';
import { equipmentMessages } from '../messages';

function LabelWithQr({
  equipment,
  portalUrl,
}: {
  equipment: Equipment;
  portalUrl: string | null | undefined;
}) {
  return <QrLabel equipment={equipment} qr={useLabelQr(equipment, portalUrl)} />;
}

/** A printable sheet of QR labels for the equipment ticked on the Equipment page (`?ids=a,b`). */
export default function EquipmentLabelsPage() {
  const t = useT(equipmentMessages);
  const ids = (new URLSearchParams(useSearch()).get('ids') ?? '').split(',').filter(Boolean);
  const results = useQueries({
    queries: ids.map((id) => ({ queryKey: equipmentDetailKey(id), queryFn: () => getEquipment(id) })),
  });
  const equipment = results.flatMap((result) => (result.data ? [result.data] : []));
  const isLoading = results.some((result) => result.isPending);
  const failed = results.filter((result) => result.isError).length;
  const portalUrl = useRequestPortalLink();

  return (
    <LabelSheetPage
      labels={equipment.map((item) => (
        <LabelWithQr key={item.id} equipment={item} portalUrl={portalUrl} />
      ))}
      empty={
        ids.length === 0 ? (
          <Card className="border-dashed">
            <EmptyState
              icon={QrCode}
              title={t('labels.emptyTitle')}
              description={t('labels.emptyDescription')}
              action={
                <Button asChild>
                  <Link href="/equipment">{t('labels.choose')}</Link>
                </Button>
              }
            />
          </Card>
        ) : null
      }
    >
      <PageHeader
        title={t('labels.title')}
        description={t(portalUrl ? 'labels.descriptionPortal' : 'labels.description', {
          count: equipment.length,
        })}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/equipment">
                <ArrowLeft aria-hidden />
                {t('labels.back')}
              </Link>
            </Button>
            <Button onClick={() => window.print()} disabled={isLoading || equipment.length === 0}>
              {isLoading ? <Spinner /> : <Printer aria-hidden />}
              {t('labels.print')}
            </Button>
          </>
        }
      />
      {failed > 0 ? (
        <Alert variant="destructive" className="mb-4">
          {t('labels.failed', { count: failed })}
        </Alert>
      ) : null}
    </LabelSheetPage>
  );
}
