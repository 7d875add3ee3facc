import { FileX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { MAX_PRINTED_SHEETS } from '@shared/constants';
import { QueryError, Skeletons } from '@web/components/query-state';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { formatCount, formatNumber } from '@web/lib/formatting';
import { useOrdersFound, useWorkOrderSheets } from '../api/get-work-order-sheets';
import { usePlantSettings } from '../api/get-plant-settings';
import { PrintDocument } from '../components/print-document';
import { sheetsPath } from '../components/report-paths';
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

/**
 * The sheets call answers one 404 for the whole batch: the orders are then looked up one by one
 * to say which are not this plant's, and the others can still be printed.
 */
function OrdersNotFound({ ids }: { ids: string[] }) {
  const lookup = useOrdersFound(ids, true);
  if (lookup.isPending) return <Skeletons count={1} label="Looking for the missing work orders" />;
  if (lookup.isError) {
    return <QueryError title="Failed to fetch the work orders" onRetry={lookup.refetch} />;
  }
  const { found, missing } = lookup.data;
  return (
    <Alert
      variant="destructive"
      title={`${formatNumber(missing.length)} of ${formatCount(ids.length, 'work order')} not found in this plant`}
    >
      <p>They belong to another plant or have been deleted, so their sheets cannot print here:</p>
      <ul className="mt-1 list-disc pl-5 font-mono text-xs break-all">
        {missing.map((id) => (
          <li key={id}>{id}</li>
        ))}
      </ul>
      {found.length > 0 ? (
        <Button asChild variant="outline" size="sm" className="mt-3">
          <Link href={sheetsPath(found.map((order) => order.id))}>
            {`Print the other ${formatNumber(found.length)} (${found.map((order) => order.foNumber).join(', ')})`}
          </Link>
        </Button>
      ) : null}
    </Alert>
  );
}

/** Printable work-order sheets, `?ids=a,b`: one A4 page per order, in the order given. */
export default function WorkOrderSheetsPage() {
  const ids = idsOf(useSearch());
  const sheets = useWorkOrderSheets(ids);
  // Money is written in the plant's currency; without it the amounts still print, plain.
  const settings = usePlantSettings();
  const currency = settings.data?.currency;

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
    status =
      sheets.error instanceof ApiError && sheets.error.status === 404 ? (
        <OrdersNotFound ids={ids} />
      ) : (
        <QueryError
          title="Failed to fetch the work-order sheets"
          reason={errorMessage(sheets.error, '')}
          onRetry={sheets.refetch}
        />
      );
  }

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
    >
      {data
        ? data.sheets.map((sheet) => (
            <WorkOrderSheet
              key={sheet.workOrder.id}
              sheet={sheet}
              plantName={data.warehouseName}
              currency={currency}
              printedAt={data.printedAt}
            />
          ))
        : null}
    </PrintDocument>
  );
}
