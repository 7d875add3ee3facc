import { Gauge } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';

export default function PerformancePage() {
  return (
    <PlannedScreen
      title="Performance Dashboard"
      description="Response times, database performance, memory use and cache hit rate."
      icon={Gauge}
      emptyTitle="No performance data yet"
      emptyDescription="Request timings, slow queries and recommendations appear here as the server records them."
    />
  );
}
