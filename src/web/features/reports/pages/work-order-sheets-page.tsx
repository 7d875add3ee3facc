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
import { formatCount, formatNumber } from '@web/lib/formatting';
import { useWorkOrderSheets } from '../api/get-work-order-sheets';
import { PrintDocument } from '../components/print-document';
import { useSheetPictures } from '../components/sheet-pictures';
import { WorkOrderSheet } from '../components/work-order-sheet';

const TITLE = 'Work-order sheets';

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
  return (
    <Alert
      variant="destructive"
      title={`${formatNumber(missingIds.length)} of ${formatCount(asked, 'work order')} not found in this plant`}
    >
      <p>They belong to another plant or have been deleted, so their sheets cannot print here:</p>
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
  const ids = idsOf(useSearch());
  const sheets = useWorkOrderSheets(ids);
  const { pictures, loading } = useSheetPictures(sheets.data?.sheets ?? []);

  let status = null;
  if (ids.length === 0) {
    status = (
      <Card className="border-dashed">
        <EmptyState
          icon={FileX}
          title="No work orders chosen"
          description="On Reports, choose the orders under Printable, then open their sheets."
          action={
            <Button asChild>
              <Link href="/reports">Choose work orders</Link>
            </Button>
          }
        />
      </Card>
    );
  } else if (sheets.isPending) {
    status = (
      <Skeletons count={Math.min(ids.length, 2)} label="Loading work-order sheets" className="grid gap-6">
        {() => <Skeleton className="mx-auto h-[60vh] w-full max-w-[210mm]" />}
      </Skeletons>
    );
  } else if (sheets.isError && !sheets.data) {
    status = (
      <QueryError
        title="Failed to fetch the work-order sheets"
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
      title={TITLE}
      description={
        data
          ? `${formatCount(data.sheets.length, 'sheet')} for ${data.warehouseName}, one A4 page per order.`
          : `One A4 page per order, up to ${formatNumber(MAX_PRINTED_SHEETS)} at once.`
      }
      status={status}
      notice={notice}
      waitingFor={loading > 0 ? `Loading ${formatCount(loading, 'picture')} to print…` : undefined}
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
