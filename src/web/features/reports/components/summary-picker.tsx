import { useMemo, useState } from 'react';
import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { EnumSelect } from '@web/components/ui/enum-select';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { useT } from '@web/lib/i18n/use-t';
import { reportsMessages } from '../messages';
import { monthLabel, recentMonths } from './months';
import { summaryPath } from './report-paths';
import { ReportRow } from './report-row';

/** The monthly maintenance summary: this month or one of the twelve before, last month first. */
export function SummaryPicker() {
  const t = useT(reportsMessages);
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState(months[1]!);
  const options = months.map((value) => [value, monthLabel(value)] as const);
  return (
    <ReportRow
      title={t('summary.title')}
      description={t('summary.description')}
      action={
        <Button asChild className="w-full sm:w-auto">
          <Link href={summaryPath(month)}>
            <FileText aria-hidden />
            {t('summary.open')}
          </Link>
        </Button>
      }
    >
      <FormField label={t('summary.month')} className="sm:w-56">
        <EnumSelect value={month} options={options} onChange={setMonth} />
      </FormField>
    </ReportRow>
  );
}
