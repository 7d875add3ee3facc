import { CalendarClock } from 'lucide-react';
import { PM_COMPLIANCE_TARGET } from '@shared/constants';
import { PlannedScreen } from '@web/components/planned-screen';

export default function PreventivePage() {
  return (
    <PlannedScreen
      title="Preventive Maintenance"
      description={`PM templates, compliance against the ${PM_COMPLIANCE_TARGET}% target, and the PM scheduler.`}
      icon={CalendarClock}
      emptyTitle="No PM Data Available"
      emptyDescription="Set up PM templates to start tracking compliance"
    />
  );
}
