import { FlaskConical } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';

export default function Phase1DemoPage() {
  return (
    <PlannedScreen
      title="Phase 1 Implementation Demo"
      description="Real-time notifications and file uploads, as delivered in phase 1."
      icon={FlaskConical}
      emptyTitle="Demo content will appear here"
      emptyDescription="Features, a live demo of real-time notifications and uploads, technical specs and next steps."
    />
  );
}
