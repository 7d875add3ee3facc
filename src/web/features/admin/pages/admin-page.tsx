import { ShieldCheck } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';

export default function AdminPage() {
  return (
    <PlannedScreen
      title="System Administration"
      description="System health, feature status and live connections of this installation."
      icon={ShieldCheck}
      emptyTitle="System health will appear here"
      emptyDescription="Status, uptime, memory use, WebSocket connections and deployment details of this installation."
    />
  );
}
