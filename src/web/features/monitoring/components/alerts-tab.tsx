import { BellOff } from 'lucide-react';
import type { Alert } from '@shared/schemas/monitoring';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { formatNumber } from '@web/lib/formatting';
import { AlertItem } from './alert-item';

/** The 10 latest alerts and events, open or resolved, newest first. */
export function AlertsTab({ alerts, total }: { alerts: Alert[]; total: number }) {
  return (
    <Card role="region" aria-label="Alerts & Events">
      <CardHeader className="pb-2">
        <CardTitle>Alerts & Events</CardTitle>
        <CardDescription>
          The {formatNumber(alerts.length)} latest of {formatNumber(total)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {alerts.length === 0 ? (
          <EmptyState
            icon={BellOff}
            title="No alerts yet"
            description="Alerts appear here when a threshold is crossed."
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
