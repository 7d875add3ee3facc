import { PageHeader } from '@web/components/ui/page-header';
import { ExportsCard } from '../components/exports-card';
import { PrintableCard } from '../components/printable-card';

/** Reports (issue 12 §5): CSV exports and printable pages, for supervisors and up. */
export default function ReportsPage() {
  return (
    <>
      <PageHeader
        title="Reports"
        description="Download records as CSV, or print work-order sheets and the monthly maintenance summary."
      />
      <div className="grid gap-6">
        <ExportsCard />
        <PrintableCard />
      </div>
    </>
  );
}
