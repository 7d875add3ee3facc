import { CircleCheck } from 'lucide-react';
import { resolveAlert } from '@shared/policies/shared-settings';
import type { Alert } from '@shared/schemas/monitoring';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { useSharedSettingsDecision } from '@web/lib/shared-settings-decision';
import { useResolveAlert } from '../../api/resolve-alert';
import { AlertItem } from '../alert-item';

/**
 * The first open alerts with a Resolve button each for a manager or admin of every plant (a
 * manager of one plant is told why not: issue 22 §7), then "And N more alerts...".
 */
export function OpenAlertsPanel({ alerts, total }: { alerts: Alert[]; total: number }) {
  const resolve = useResolveAlert();
  const decision = useSharedSettingsDecision(resolveAlert);
  const more = total - alerts.length;
  return (
    <Card role="region" aria-label="Active alerts">
      <CardHeader className="pb-2">
        <CardTitle>Active alerts</CardTitle>
      </CardHeader>
      <CardContent>
        {alerts.length === 0 ? (
          <EmptyState
            icon={CircleCheck}
            title="All systems operational"
            description="No active performance alerts"
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
                        aria-label={`Resolve ${alert.title}`}
                        disabled={resolve.isPending && resolve.variables === alert.id}
                        onClick={() => resolve.mutate(alert.id)}
                      >
                        Resolve
                      </Button>
                    ) : undefined
                  }
                />
              ))}
            </ul>
            {more > 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">And {more} more alerts...</p>
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
