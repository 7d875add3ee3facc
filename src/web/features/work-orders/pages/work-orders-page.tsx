import { ClipboardList } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';

export default function WorkOrdersPage() {
  return (
    <PlannedScreen
      title="Work Orders"
      description="Create, assign and track corrective, preventive and emergency work."
      icon={ClipboardList}
      emptyTitle="No work orders to show yet"
      emptyDescription="Work orders for your warehouse will be listed here with their status, priority, assignee and due date."
    />
  );
}
