import { CircleCheck } from 'lucide-react';
import { resolveAlert } from '@shared/policies/shared-settings';
import type { Alert } from '@shared/schemas/monitoring';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { useT } from '@web/lib/i18n/use-t';
import { useSharedSettingsDecision } from '@web/lib/shared-settings-decision';
import { useResolveAlert } from '../../api/resolve-alert';
import { monitoringMessages } from '../../messages';
import { AlertItem } from '../alert-item';

/**
 * The first open alerts with a Resolve button each for a manager or admin of every plant (a
 * manager of one plant is told why not: issue 22 §7), then "And N more alerts...".
 */
export function OpenAlertsPanel({ alerts, total }: { alerts: Alert[]; total: number }) {
  const t = useT(monitoringMessages);
  const resolve = useResolveAlert();
  const decision = useSharedSettingsDecision(resolveAlert);
  const more = total - alerts.length;
  return (
    <Card role="region" aria-label={t('openAlerts.title')}>
      <CardHeader className="pb-2">
        <CardTitle>{t('openAlerts.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {alerts.length === 0 ? (
          <EmptyState
            icon={CircleCheck}
            title={t('openAlerts.emptyTitle')}
            description={t('openAlerts.emptyDescription')}
            className="py-8 sm:py-10"
          />
        ) : (
          <>
            <ul className="grid gap-2">
              {alerts.map((alert) => (
                <AlertItem
                  key={alert.id}
                  alert={alert}
                  action={
                    decision?.allowed ? (
                      <Button
                        variant="outline"
                        size="sm"
                        className="touch:h-11"
                        aria-label={t('openAlerts.resolveLabel', { title: alert.title })}
                        disabled={resolve.isPending && resolve.variables === alert.id}
                        onClick={() => resolve.mutate(alert.id)}
                      >
                        {t('openAlerts.resolve')}
                      </Button>
                    ) : undefined
                  }
                />
              ))}
            </ul>
            {more > 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">{t('openAlerts.more', { count: more })}</p>
            ) : null}
            {decision && !decision.allowed ? (
              <p className="mt-3 text-sm text-muted-foreground">{decision.reason}</p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
