import { CalendarX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { monthlySummaryQuerySchema } from '@shared/schemas/reports';
import { QueryError, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { useMonthlySummary } from '../api/get-monthly-summary';
import { reportsMessages } from '../messages';
import { MonthlySummarySheet } from '../components/monthly-summary-sheet';
import { monthLabel } from '../components/months';
import { PrintDocument } from '../components/print-document';

/** The printable monthly maintenance summary, `?month=YYYY-MM`: one A4 page. */
export default function MonthlySummaryPage() {
  const t = useT(reportsMessages);
  const raw = new URLSearchParams(useSearch()).get('month') ?? '';
  const month = monthlySummaryQuerySchema.safeParse({ month: raw }).success ? raw : '';
  const summary = useMonthlySummary(month);

  let status = null;
  if (!month) {
    status = (
      <Card className="border-dashed">
        <EmptyState
          icon={CalendarX}
          title={t('monthly.noMonth')}
          description={t('monthly.noMonthDescription')}
          action={
            <Button asChild>
              <Link href="/reports">{t('monthly.chooseMonth')}</Link>
            </Button>
          }
        />
      </Card>
    );
  } else if (summary.isPending) {
    status = (
      <Skeletons count={1} label={t('monthly.loading')}>
        {() => <Skeleton className="mx-auto h-[70vh] w-full max-w-[210mm]" />}
      </Skeletons>
    );
  } else if (summary.isError && !summary.data) {
    status = (
      <QueryError
        title={t('monthly.failed')}
        reason={errorMessage(summary.error, '')}
        onRetry={summary.refetch}
      />
    );
  }

  return (
    <PrintDocument
      title={t('monthly.title')}
      description={
        month ? t('monthly.description', { month: monthLabel(month) }) : t('monthly.descriptionNone')
      }
      status={status}
    >
      {summary.data ? <MonthlySummarySheet summary={summary.data} /> : null}
    </PrintDocument>
  );
}
