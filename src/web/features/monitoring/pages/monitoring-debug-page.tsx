import { Route } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';

export default function MonitoringDebugPage() {
  return (
    <PlannedScreen
      title="Monitoring endpoint tester"
      description="Call each monitoring endpoint and inspect its status and raw response."
      icon={Route}
      emptyTitle="No endpoint tests run yet"
      emptyDescription="Each monitoring endpoint will be listed here with its status, success, error and raw response."
    />
  );
}
