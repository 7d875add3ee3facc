import { ServerCog } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';

export default function SystemMonitoringPage() {
  return (
    <PlannedScreen
      title="System Monitoring"
      description="Live uptime, response times, memory use and active alerts."
      icon={ServerCog}
      emptyTitle="No system metrics yet"
      emptyDescription="Uptime, response time, memory use, business metrics and unresolved alerts appear here as they are sampled."
    />
  );
}
