import { FileSpreadsheet } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DownloadButton } from './download-button';
import { ReportRow } from './report-row';
import { PeriodExport } from './period-export';
import { WorkOrderExport } from './work-order-export';

/** The CSV exports (issue 12 §5): each streams from the server, whatever its size. */
export function ExportsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSpreadsheet className="size-4 text-muted-foreground" aria-hidden />
          Exports (CSV)
        </CardTitle>
        <CardDescription>
          Files for Excel or any spreadsheet, with dates and times in the plant&apos;s time zone.
        </CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        <WorkOrderExport />
        <ReportRow
          title="Equipment"
          description="The asset register: tags, models, locations, status, criticality and warranty."
          action={<DownloadButton label="Equipment" path="/api/reports/equipment.csv" />}
        />
        <ReportRow
          title="Parts with stock value"
          description="Every part with its stock level, reorder point, stock status and stock value."
          action={<DownloadButton label="Parts" path="/api/reports/parts.csv" />}
        />
        <PeriodExport
          title="Downtime"
          description="Each stop of each machine: reason, planned or not, from and to, hours and work order."
          path="/api/reports/downtime.csv"
        />
        <PeriodExport
          title="PM compliance"
          description="Per equipment: compliance rate, last and next PM, overdue count."
          path="/api/reports/pm-compliance.csv"
        />
      </CardContent>
    </Card>
  );
}
