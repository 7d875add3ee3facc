import { useMemo, useState } from 'react';
import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { EnumSelect } from '@web/components/ui/enum-select';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { monthLabel, recentMonths } from './months';
import { summaryPath } from './report-paths';
import { ReportRow } from './report-row';

/** The monthly maintenance summary: this month or one of the twelve before, last month first. */
export function SummaryPicker() {
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState(months[1]!);
  const options = months.map((value) => [value, monthLabel(value)] as const);
  return (
    <ReportRow
      title="Monthly maintenance summary"
      description="One A4 page: work orders, PM compliance, reliability, downtime and costs against the budget."
      action={
        <Button asChild className="w-full sm:w-auto">
          <Link href={summaryPath(month)}>
            <FileText aria-hidden />
            Open monthly summary
          </Link>
        </Button>
      }
    >
      <FormField label="Month" className="sm:w-56">
        <EnumSelect value={month} options={options} onChange={setMonth} />
      </FormField>
    </ReportRow>
  );
}
