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
import { usePmCompliance, type CompliancePeriod } from '../../api/get-pm-compliance';
import { listAllComplianceEquipment } from '../../api/list-compliance-equipment';
import { StatTileSkeletons } from '@web/components/stat-tile';
import type { EquipmentFilter } from './compliance-band';
import { downloadComplianceReport } from './compliance-csv';
import { ComplianceTiles } from './compliance-tiles';
import { ComplianceTrendCard } from './compliance-trend-card';
import { EquipmentComplianceList } from './equipment-compliance-list';
import { CompliancePeriodSelect, PERIOD_LABELS } from './period-select';

function ComplianceSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:gap-6" aria-label="Loading PM compliance">
      <StatTileSkeletons label="Loading compliance figures" />
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
        title: 'Failed to fetch equipment',
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
          {isExporting ? 'Exporting…' : 'Export Report'}
        </Button>
      </div>

      <QueryState
        query={compliance}
        errorTitle="Failed to fetch PM compliance data"
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
                  title="No PM Data Available"
                  description="Set up PM templates to start tracking compliance"
                  action={
                    <div className="grid justify-items-center gap-4">
                      <p className="text-xs text-muted-foreground">
                        Nothing was due in the period shown ({PERIOD_LABELS[days].toLowerCase()}).
                      </p>
                      <Button variant="outline" onClick={onOpenTemplates}>
                        Go to PM Templates
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
