import { CalendarCheck2, CircleCheckBig, ClockAlert, Target } from 'lucide-react';
import { PM_COMPLIANCE_TARGET } from '@shared/constants';
import type { Compliance } from '@shared/schemas/pm';
import { cn } from '@web/lib/cn';
import { StatTile } from '@web/components/stat-tile';
import { BAND_FILLS, BAND_TEXT, complianceBand, formatRate } from './compliance-band';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';

/** A 0–100 bar with a tick at the target, so the gap to 95 % reads at a glance. */
function TargetBar({ rate }: { rate: number }) {
  const band = complianceBand(rate);
  return (
    <div className="relative mt-2 h-1.5 rounded-full bg-muted" aria-hidden>
      <div
        className="h-full rounded-full"
        style={{ width: `${Math.min(100, Math.max(0, rate))}%`, background: BAND_FILLS[band] }}
      />
      <div
        className="absolute -top-0.5 h-2.5 w-0.5 rounded-full bg-foreground/70"
        style={{ left: `${PM_COMPLIANCE_TARGET}%` }}
      />
    </div>
  );
}

/** On schedule: scheduled PMs that are not overdue (operations §2). Never below zero. */
export function onScheduleCount(compliance: Compliance): number {
  return Math.max(0, compliance.totalPMsScheduled - compliance.overdueCount);
}

/** The four figures of operations §2 for a period that had PMs scheduled. */
export function ComplianceTiles({ compliance, rate }: { compliance: Compliance; rate: number }) {
  const t = useT(preventiveMessages);
  const band = complianceBand(rate);
  const scheduled = compliance.totalPMsScheduled;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatTile
        headingLevel={3}
        title={t('tiles.overall')}
        icon={Target}
        iconClassName="bg-primary/10 text-primary"
        valueClassName={BAND_TEXT[band]}
        footer={
          <>
            <span>{t('tiles.target', { target: formatNumber(PM_COMPLIANCE_TARGET) })}</span>
            <TargetBar rate={rate} />
          </>
        }
      >
        {formatRate(rate)}
      </StatTile>
      <StatTile
        headingLevel={3}
        title={t('tiles.completed')}
        icon={CircleCheckBig}
        iconClassName="bg-success/12 text-success"
        footer={t('tiles.onTime', { count: formatNumber(compliance.completedOnTime) })}
      >
        {formatNumber(compliance.totalPMsCompleted)}
        <span className="text-base font-normal text-muted-foreground sm:text-lg">
          {' '}
          {t('tiles.of', { scheduled: formatNumber(scheduled) })}
        </span>
      </StatTile>
      <StatTile
        headingLevel={3}
        title={t('tiles.overdue')}
        icon={ClockAlert}
        iconClassName="bg-destructive/10 text-destructive"
        valueClassName={cn(compliance.overdueCount > 0 && 'text-destructive')}
        footer={compliance.overdueCount > 0 ? t('tiles.overdueOpen') : t('tiles.nothingOverdue')}
      >
        {formatNumber(compliance.overdueCount)}
      </StatTile>
      <StatTile
        headingLevel={3}
        title={t('tiles.onSchedule')}
        icon={CalendarCheck2}
        iconClassName="bg-info/12 text-info"
        footer={t('tiles.onScheduleFooter')}
      >
        {formatNumber(onScheduleCount(compliance))}
      </StatTile>
    </div>
  );
}
