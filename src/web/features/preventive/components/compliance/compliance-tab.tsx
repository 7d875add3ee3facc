import { useState } from 'react';
import { CalendarClock, Download } from 'lucide-react';
import { SKELETON_ROWS } from '@shared/constants';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast/toast-store';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';
import { usePmCompliance, type CompliancePeriod } from '../../api/get-pm-compliance';
import { listAllComplianceEquipment } from '../../api/list-compliance-equipment';
import { StatTileSkeletons } from '@web/components/stat-tile';
import type { EquipmentFilter } from './compliance-band';
import { downloadComplianceReport } from './compliance-csv';
import { ComplianceTiles } from './compliance-tiles';
import { ComplianceTrendCard } from './compliance-trend-card';
import { EquipmentComplianceList } from './equipment-compliance-list';
import { CompliancePeriodSelect } from './period-select';

function ComplianceSkeleton() {
  const t = useT(preventiveMessages);
  return (
    <div className="grid grid-cols-1 gap-4 lg:gap-6" aria-label={t('compliance.loading')}>
      <StatTileSkeletons label={t('compliance.loadingFigures')} />
      <Skeleton className="h-80 w-full rounded-xl" />
      <Card className="grid grid-cols-1 gap-3 p-5">
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <Skeleton key={row} className="h-8 w-full" />
        ))}
      </Card>
    </div>
  );
}

/** Compliance Dashboard (operations §2): period and list filter in the URL, CSV of the whole list. */
export function ComplianceTab({
  days,
  onDaysChange,
  filter,
  onFilterChange,
  onOpenTemplates,
}: {
  days: CompliancePeriod;
  onDaysChange: (days: CompliancePeriod) => void;
  filter: EquipmentFilter;
  onFilterChange: (filter: EquipmentFilter) => void;
  onOpenTemplates: () => void;
}) {
  const t = useT(preventiveMessages);
  const compliance = usePmCompliance(days);
  const hasEquipment = (compliance.data?.equipmentTotal ?? 0) > 0;
  const [isExporting, setExporting] = useState(false);
  /** The report holds every asset: the list's pages are fetched for it, largest first. */
  async function exportReport() {
    setExporting(true);
    try {
      downloadComplianceReport(await listAllComplianceEquipment(days));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('compliance.fetchEquipmentFailed'),
        description: errorMessage(error, ''),
      });
    } finally {
      setExporting(false);
    }
  }
  return (
    <div className="grid grid-cols-1 gap-4 lg:gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <CompliancePeriodSelect value={days} onChange={onDaysChange} />
        <Button variant="outline" disabled={!hasEquipment || isExporting} onClick={() => void exportReport()}>
          {isExporting ? <Spinner /> : <Download aria-hidden />}
          {isExporting ? t('compliance.exporting') : t('compliance.export')}
        </Button>
      </div>

      <QueryState
        query={compliance}
        errorTitle={t('compliance.fetchFailed')}
        loading={<ComplianceSkeleton />}
      >
        {(data) => (
          <div
            className={cn(
              'grid grid-cols-1 gap-4 transition-opacity lg:gap-6',
              compliance.isPlaceholderData && 'opacity-60',
            )}
          >
            {data.overallComplianceRate === null ? (
              <Card className="border-dashed">
                <EmptyState
                  icon={CalendarClock}
                  title={t('compliance.empty.title')}
                  description={t('compliance.empty.description')}
                  action={
                    <div className="grid justify-items-center gap-4">
                      <p className="text-xs text-muted-foreground">
                        {t('compliance.empty.period', { period: days })}
                      </p>
                      <Button variant="outline" onClick={onOpenTemplates}>
                        {t('compliance.empty.goToTemplates')}
                      </Button>
                    </div>
                  }
                />
              </Card>
            ) : (
              <ComplianceTiles compliance={data} rate={data.overallComplianceRate} />
            )}
            <ComplianceTrendCard trends={data.monthlyTrends} />
            {data.overallComplianceRate === null && data.equipmentTotal === 0 ? null : (
              <EquipmentComplianceList days={days} filter={filter} onFilterChange={onFilterChange} />
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}
