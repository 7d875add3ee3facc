import { useState } from 'react';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@shared/analytics-names';
import { PeriodSelect } from '@web/components/period-select';
import { useT } from '@web/lib/i18n/use-t';
import { reportsMessages } from '../messages';
import { DownloadButton } from './download-button';
import { ReportRow } from './report-row';
import { periodLabel } from './report-options';

/** An export over the last N days (downtime, PM compliance). */
export function PeriodExport({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  /** The export's path without its query: `?days=` is added. */
  path: string;
}) {
  const t = useT(reportsMessages);
  const [days, setDays] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  return (
    <ReportRow
      title={title}
      description={description}
      action={<DownloadButton label={title} path={`${path}?days=${days}`} />}
    >
      <div className="grid gap-2 sm:w-56">
        {/* The select's own name says whose period it is; this is the same word for the eye. */}
        <span aria-hidden className="text-sm leading-none font-medium">
          {t('period.label')}
        </span>
        <PeriodSelect
          value={days}
          periods={ANALYTICS_PERIODS}
          labelOf={(period) => periodLabel(t, period)}
          onChange={setDays}
          ariaLabel={t('period.ariaLabel', { title })}
          className="w-full"
        />
      </div>
    </ReportRow>
  );
}
