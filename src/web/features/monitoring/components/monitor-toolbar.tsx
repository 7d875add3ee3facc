import { Download, RefreshCw } from 'lucide-react';
import type { MonitoringRange } from '@shared/schemas/monitoring';
import { Button } from '@web/components/ui/button';
import { EnumSelect } from '@web/components/ui/enum-select';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { RANGES } from './monitoring-format';

/** Auto Refresh / Manual, the time range, a refresh while manual, and Export Report. */
export function MonitorToolbar({
  isAutoRefresh,
  onAutoRefreshChange,
  range,
  onRangeChange,
  onRefresh,
  onExport,
  canExport,
}: {
  isAutoRefresh: boolean;
  onAutoRefreshChange: (next: boolean) => void;
  range: MonitoringRange;
  onRangeChange: (next: MonitoringRange) => void;
  onRefresh: () => void;
  onExport: () => void;
  canExport: boolean;
}) {
  const t = useT(monitoringMessages);
  const options = RANGES.map((value) => [value, t(`range.${value}`)] as const);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex h-9 items-center gap-2 rounded-md border px-3">
        <Switch id="monitor-auto-refresh" checked={isAutoRefresh} onCheckedChange={onAutoRefreshChange} />
        <Label htmlFor="monitor-auto-refresh" className="w-24 cursor-pointer">
          {isAutoRefresh ? t('toolbar.autoRefresh') : t('toolbar.manual')}
        </Label>
      </div>
      {isAutoRefresh ? null : (
        <Button variant="outline" onClick={onRefresh}>
          <RefreshCw className="size-4" aria-hidden />
          {t('toolbar.refresh')}
        </Button>
      )}
      <div className="w-40">
        <EnumSelect
          aria-label={t('toolbar.range')}
          value={range}
          onChange={onRangeChange}
          options={options}
        />
      </div>
      <Button variant="outline" onClick={onExport} disabled={!canExport}>
        <Download className="size-4" aria-hidden />
        {t('toolbar.export')}
      </Button>
    </div>
  );
}
