import { FileX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { MAX_PRINTED_SHEETS } from '@shared/constants';
import { QueryError, Skeletons } from '@web/components/query-state';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useWorkOrderSheets } from '../api/get-work-order-sheets';
import { reportsMessages } from '../messages';
import { PrintDocument } from '../components/print-document';
import { useSheetPictures } from '../components/sheet-pictures';
import { WorkOrderSheet } from '../components/work-order-sheet';

function idsOf(search: string): string[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** Ids asked for that are no order of this plant: named, as their sheets cannot print here. */
function MissingOrders({ missingIds, asked }: { missingIds: readonly string[]; asked: number }) {
  const t = useT(reportsMessages);
  return (
    <Alert
      variant="destructive"
      title={t('sheets.missingTitle', { missing: formatNumber(missingIds.length), asked })}
    >
      <p>{t('sheets.missingBody')}</p>
      <ul className="mt-1 list-disc pl-5 font-mono text-xs break-all">
        {missingIds.map((id) => (
          <li key={id}>{id}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** Printable work-order sheets, `?ids=a,b`: one A4 page per order, in the order given. */
export default function WorkOrderSheetsPage() {
  const t = useT(reportsMessages);
  const ids = idsOf(useSearch());
  const sheets = useWorkOrderSheets(ids);
  const { pictures, loading } = useSheetPictures(sheets.data?.sheets ?? []);

  let status = null;
  if (ids.length === 0) {
    status = (
      <Card className="border-dashed">
        <EmptyState
          icon={FileX}
          title={t('sheets.none')}
          description={t('sheets.noneDescription')}
          action={
            <Button asChild>
              <Link href="/reports">{t('sheets.choose')}</Link>
            </Button>
          }
        />
      </Card>
    );
  } else if (sheets.isPending) {
    status = (
      <Skeletons count={Math.min(ids.length, 2)} label={t('sheets.loading')} className="grid gap-6">
        {() => <Skeleton className="mx-auto h-[60vh] w-full max-w-[210mm]" />}
      </Skeletons>
    );
  } else if (sheets.isError && !sheets.data) {
    status = (
      <QueryError
        title={t('sheets.failed')}
        reason={errorMessage(sheets.error, '')}
        onRetry={sheets.refetch}
      />
    );
  }
  const missing = sheets.data?.missingIds ?? [];
  const notice = missing.length > 0 ? <MissingOrders missingIds={missing} asked={ids.length} /> : null;
  if (!status && sheets.data?.sheets.length === 0) status = notice;

  const data = sheets.data;
  return (
    <PrintDocument
      title={t('sheets.title')}
      description={
        data
          ? t('sheets.description', { count: data.sheets.length, plant: data.warehouseName })
          : t('sheets.descriptionNone', { max: formatNumber(MAX_PRINTED_SHEETS) })
      }
      status={status}
      notice={notice}
      waitingFor={loading > 0 ? t('sheets.waiting', { count: loading }) : undefined}
    >
      {data
        ? data.sheets.map((sheet) => (
            <WorkOrderSheet
              key={sheet.workOrder.id}
              sheet={sheet}
              plantName={data.warehouseName}
              currency={data.currency}
              printedAt={data.printedAt}
              pictures={pictures}
            />
          ))
        : null}
    </PrintDocument>
  );
}
