import { CalendarX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { monthlySummaryQuerySchema } from '@shared/schemas/reports';
import { QueryError, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { useMonthlySummary } from '../api/get-monthly-summary';
import { MonthlySummarySheet } from '../components/monthly-summary-sheet';
import { monthLabel } from '../components/months';
import { PrintDocument } from '../components/print-document';

/** The printable monthly maintenance summary, `?month=YYYY-MM`: one A4 page. */
export default function MonthlySummaryPage() {
  const raw = new URLSearchParams(useSearch()).get('month') ?? '';
  const month = monthlySummaryQuerySchema.safeParse({ month: raw }).success ? raw : '';
  const summary = useMonthlySummary(month);

  let status = null;
  if (!month) {
    status = (
      <Card className="border-dashed">
        <EmptyState
          icon={CalendarX}
          title="No month chosen"
          description="On Reports, choose a month under Printable, then open its summary."
          action={
            <Button asChild>
              <Link href="/reports">Choose a month</Link>
            </Button>
          }
        />
      </Card>
    );
  } else if (summary.isPending) {
    status = (
      <Skeletons count={1} label="Loading the monthly summary">
        {() => <Skeleton className="mx-auto h-[70vh] w-full max-w-[210mm]" />}
      </Skeletons>
    );
  } else if (summary.isError && !summary.data) {
    status = (
      <QueryError
        title="Failed to fetch the monthly summary"
        reason={errorMessage(summary.error, '')}
        onRetry={summary.refetch}
      />
    );
  }

  return (
    <PrintDocument
      title="Monthly maintenance summary"
      description={month ? `${monthLabel(month)}, on one A4 page.` : 'One A4 page per month.'}
      status={status}
    >
      {summary.data ? <MonthlySummarySheet summary={summary.data} /> : null}
    </PrintDocument>
  );
}
