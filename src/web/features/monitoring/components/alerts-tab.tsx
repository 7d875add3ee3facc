import { BellOff } from 'lucide-react';
import type { Alert } from '@shared/schemas/monitoring';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { AlertItem } from './alert-item';

/** The 10 latest alerts and events, open or resolved, newest first. */
export function AlertsTab({ alerts, total }: { alerts: Alert[]; total: number }) {
  const t = useT(monitoringMessages);
  return (
    <Card role="region" aria-label={t('alerts.title')}>
      <CardHeader className="pb-2">
        <CardTitle>{t('alerts.title')}</CardTitle>
        <CardDescription>
          {t('alerts.latest', { shown: formatNumber(alerts.length), total: formatNumber(total) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {alerts.length === 0 ? (
          <EmptyState
            icon={BellOff}
            title={t('alerts.emptyTitle')}
            description={t('alerts.emptyDescription')}
          />
        ) : (
          <ul className="grid gap-2">
            {alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
