import { ChartColumn } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';

/** Also serves /reports (the phone menu's Reports) under that title. */
export default function AnalyticsPage({ title = 'Analytics & Reporting' }: { title?: string }) {
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
