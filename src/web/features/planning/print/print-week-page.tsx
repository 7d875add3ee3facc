import { createPortal } from 'react-dom';
import { ArrowLeft, CalendarX, Printer } from 'lucide-react';
import { Link, useRoute, useSearch } from 'wouter';
import { usePlantSettings } from '@web/components/plant-settings/plant-settings';
import { QueryError } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { usePlanning } from '../api/get-planning';
import { toWeekStart } from '../components/board-week';
import { weekDays } from '@web/lib/planning/week-days';
import { planningMessages } from '../messages';
import { WeekPlanSheet } from './week-plan-sheet';

/**
 * On paper only the week prints, on one A4 landscape page: the app (#root: sidebar, header, this
 * toolbar with Print) is taken out and a copy of the sheet, kept outside #root, is shown instead.
 */
const PRINT_CSS = `@media print {
  @page { size: A4 landscape; margin: 10mm; }
  #root { display: none !important; }
  html, body { background: white !important; }
}`;

/** A technician's planned week to print (issue 26 §5): `/planning/print/:userId?week=YYYY-MM-DD`. */
export default function PrintWeekPage() {
  const t = useT(planningMessages);
  const [, params] = useRoute<{ userId: string }>('/planning/print/:userId');
  const userId = params?.userId ?? '';
  const monday = toWeekStart(new URLSearchParams(useSearch()).get('week'));
  const days = weekDays(monday);
  const planning = usePlanning(monday, days[6]!);
  const plantName = usePlantSettings().data?.warehouseName;
  const technician = planning.data?.technicians.find((t) => t.id === userId);

  let content;
  if (planning.isPending) {
    content = <Skeleton className="h-[60vh] w-full" />;
  } else if (!planning.data) {
    content = (
      <QueryError
        title={t('print.fetchFailed')}
        reason={errorMessage(planning.error, '')}
        error={planning.error}
        onRetry={planning.refetch}
      />
    );
  } else if (!technician) {
    content = (
      <Card className="border-dashed">
        <EmptyState icon={CalendarX} title={t('print.noPlan')} description={t('print.noPlanDescription')} />
      </Card>
    );
  } else {
    const sheet = (
      <WeekPlanSheet
        planning={planning.data}
        technician={technician}
        plantName={plantName}
        printedAt={new Date()}
      />
    );
    content = (
      <>
        {/* Focusable, so a keyboard scrolls the sheet sideways on a phone (WCAG 2.1.1). */}
        <div role="region" aria-label={t('print.preview')} tabIndex={0} className="overflow-x-auto">
          {sheet}
        </div>
        {createPortal(
          <div className="hidden print:block" aria-hidden>
            {sheet}
          </div>,
          document.body,
        )}
      </>
    );
  }

  return (
    <>
      <style>{PRINT_CSS}</style>
      <PageHeader
        title={t('print.title')}
        description={t('print.description')}
        actions={
          <>
            <Button asChild variant="outline" className="flex-1 sm:flex-none">
              <Link href={`/planning?week=${monday}`}>
                <ArrowLeft aria-hidden />
                {t('print.back')}
              </Link>
            </Button>
            <Button onClick={() => window.print()} disabled={!technician} className="flex-1 sm:flex-none">
              <Printer aria-hidden />
              {t('print.print')}
            </Button>
          </>
        }
      />
      {content}
    </>
  );
}
