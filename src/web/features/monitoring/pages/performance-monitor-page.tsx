import { Activity } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';

export default function PerformanceMonitorPage() {
  return (
    <PlannedScreen
      title="Enterprise Performance Monitor"
      description="Infrastructure, application and business health, with alerts and trends."
      icon={Activity}
      emptyTitle="No monitoring data yet"
      emptyDescription="Health scores, KPIs against their targets and the latest alerts appear here."
    />
  );
}
