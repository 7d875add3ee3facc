import { Bug } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';

export default function DebugPage() {
  return (
    <PlannedScreen
      title="Debug Dashboard"
      description="Database status, API health, environment and test summary for administrators."
      icon={Bug}
      emptyTitle="No diagnostics yet"
      emptyDescription="Database status, API health, environment variables and the test summary appear here."
    />
  );
}
