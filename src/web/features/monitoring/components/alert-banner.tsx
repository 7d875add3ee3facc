import { OctagonAlert, TriangleAlert } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';

/** "Critical Issues Detected" while a critical alert is open, else "Warnings Active", else nothing. */
export function AlertBanner({ critical, warning }: { critical: number; warning: number }) {
  const t = useT(monitoringMessages);
  if (critical === 0 && warning === 0) return null;
  const isCritical = critical > 0;
  const Icon = isCritical ? OctagonAlert : TriangleAlert;
  return (
    <div
      role={isCritical ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm',
        isCritical
          ? 'border-destructive/30 bg-destructive/8 text-destructive'
          : 'border-warning/40 bg-warning/10 text-warning',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{isCritical ? t('banner.critical') : t('banner.warnings')}</p>
        <p>{t('banner.counts', { critical, warning })}</p>
      </div>
    </div>
  );
}
