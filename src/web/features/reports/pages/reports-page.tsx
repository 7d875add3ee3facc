import { PageHeader } from '@web/components/ui/page-header';
import { useT } from '@web/lib/i18n/use-t';
import { ExportsCard } from '../components/exports-card';
import { PrintableCard } from '../components/printable-card';
import { reportsMessages } from '../messages';

/** Reports (issue 12 §5): CSV exports and printable pages, for supervisors and up. */
export default function ReportsPage() {
  const t = useT(reportsMessages);
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className="grid gap-6">
        <ExportsCard />
        <PrintableCard />
      </div>
    </>
  );
}
