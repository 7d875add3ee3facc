import { FileSpreadsheet } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useT } from '@web/lib/i18n/use-t';
import { reportsMessages } from '../messages';
import { DownloadButton } from './download-button';
import { ReportRow } from './report-row';
import { PeriodExport } from './period-export';
import { WorkOrderExport } from './work-order-export';

/** The CSV exports (issue 12 §5): each streams from the server, whatever its size. */
export function ExportsCard() {
  const t = useT(reportsMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSpreadsheet className="size-4 text-muted-foreground" aria-hidden />
          {t('exports.title')}
        </CardTitle>
        <CardDescription>{t('exports.description')}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        <WorkOrderExport />
        <ReportRow
          title={t('exports.equipment')}
          description={t('exports.equipmentDescription')}
          action={<DownloadButton label={t('exports.equipment')} path="/api/reports/equipment.csv" />}
        />
        <ReportRow
          title={t('exports.parts')}
          description={t('exports.partsDescription')}
          action={<DownloadButton label={t('exports.partsLabel')} path="/api/reports/parts.csv" />}
        />
        <PeriodExport
          title={t('exports.downtime')}
          description={t('exports.downtimeDescription')}
          path="/api/reports/downtime.csv"
        />
        <PeriodExport
          title={t('exports.pm')}
          description={t('exports.pmDescription')}
          path="/api/reports/pm-compliance.csv"
        />
      </CardContent>
    </Card>
  );
}
