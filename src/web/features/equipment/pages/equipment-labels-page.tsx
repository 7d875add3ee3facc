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
import { formatCount } from '@web/lib/formatting';
import { equipmentDetailKey, getEquipment } from '../api/get-equipment';
import { useRequestPortalLink } from '@web/components/request-portal/request-portal';
import { QrLabel, useLabelQr } from '../components/qr-label';

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
              title="No equipment selected"
              description="On the Equipment page, choose QR labels, tick the equipment and print."
              action={
                <Button asChild>
                  <Link href="/equipment">Choose equipment</Link>
                </Button>
              }
            />
          </Card>
        ) : null
      }
    >
      <PageHeader
        title="QR labels"
        description={`${formatCount(equipment.length, 'label')} on 63.5 × 38.1 mm label stock, 21 per A4 sheet. Print at 100 % scale.${
          portalUrl ? ' Scanning a label opens the request form for that equipment.' : ''
        }`}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/equipment">
                <ArrowLeft aria-hidden />
                Back to equipment
              </Link>
            </Button>
            <Button onClick={() => window.print()} disabled={isLoading || equipment.length === 0}>
              {isLoading ? <Spinner /> : <Printer aria-hidden />}
              Print
            </Button>
          </>
        }
      />
      {failed > 0 ? (
        <Alert variant="destructive" className="mb-4">
          {`${formatCount(failed, 'label')} could not be loaded: that equipment may have been deleted.`}
        </Alert>
      ) : null}
    </LabelSheetPage>
  );
}
