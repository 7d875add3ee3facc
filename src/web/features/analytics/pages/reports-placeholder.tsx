import { ChartColumn } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';

/** /reports (the phone menu's Reports): its screen is built in a later issue. */
export default function ReportsPlaceholder({ title = 'Reports' }: { title?: string }) {
  return (
    <PlannedScreen
      title={title}
      description="Equipment performance, maintenance trends, costs and inventory analytics."
      icon={ChartColumn}
      emptyTitle="No analytics to show yet"
      emptyDescription="Fleet availability, MTBF, MTTR and maintenance cost appear here once equipment and work-order history build up."
    />
  );
}
