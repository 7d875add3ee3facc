import { useId, useState } from 'react';
import type { WorkOrderSort } from '@shared/schemas/work-orders';
import { EnumSelect } from '@web/components/ui/enum-select';
import { FormField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { DownloadButton } from './download-button';
import { ReportRow } from './report-row';
import { useT } from '@web/lib/i18n/use-t';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { reportsMessages } from '../messages';
import { ANY, priorityOptions, sortOptions, statusOptions, typeOptions, toQuery } from './report-options';

interface Filters {
  status: string;
  type: string;
  priority: string;
  overdue: boolean;
  sort: WorkOrderSort;
}

const INITIAL: Filters = { status: ANY, type: ANY, priority: ANY, overdue: false, sort: '-createdAt' };

/** The export path with the work-order list's own filter parameters. */
export function workOrdersExportPath(filters: Filters): string {
  const query = new URLSearchParams(
    toQuery({
      status: filters.status,
      type: filters.type,
      priority: filters.priority,
      overdue: filters.overdue ? 'true' : '',
      sort: filters.sort,
    }),
  );
  return `/api/reports/work-orders.csv?${query.toString()}`;
}

/** Every work order the filters match (not a page of them), one line each. */
export function WorkOrderExport() {
  const t = useT(reportsMessages);
  const labels = useWorkOrderLabels();
  const [filters, setFilters] = useState(INITIAL);
  const overdueId = useId();
  const change = (changes: Partial<Filters>) => setFilters((current) => ({ ...current, ...changes }));

  return (
    <ReportRow
      title={t('woExport.title')}
      description={t('woExport.description')}
      action={<DownloadButton label={t('woExport.title')} path={workOrdersExportPath(filters)} />}
    >
      <div className="grid flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={t('woExport.status')}>
          <EnumSelect
            value={filters.status}
            options={statusOptions(t, labels)}
            onChange={(status) => change({ status })}
          />
        </FormField>
        <FormField label={t('woExport.type')}>
          <EnumSelect
            value={filters.type}
            options={typeOptions(t, labels)}
            onChange={(type) => change({ type })}
          />
        </FormField>
        <FormField label={t('woExport.priority')}>
          <EnumSelect
            value={filters.priority}
            options={priorityOptions(t, labels)}
            onChange={(priority) => change({ priority })}
          />
        </FormField>
        <FormField label={t('woExport.sort')}>
          <EnumSelect value={filters.sort} options={sortOptions(t)} onChange={(sort) => change({ sort })} />
        </FormField>
        <div className="flex min-h-11 items-center gap-3 sm:col-span-2 lg:col-span-4">
          <Switch
            id={overdueId}
            checked={filters.overdue}
            onCheckedChange={(overdue) => change({ overdue })}
          />
          <Label htmlFor={overdueId}>{t('woExport.overdue')}</Label>
        </div>
      </div>
    </ReportRow>
  );
}
