import { format } from 'date-fns';
import { CSV_BOM, csvLine } from '@shared/csv';
import { PM_COMPLIANCE_CSV_COLUMNS, pmComplianceCsvFields } from '@shared/reports/pm-compliance-csv';
import { saveFile } from '@web/lib/save-file';
import type { EquipmentComplianceRow } from './compliance-band';

/** Operations spec §9: pm-compliance-report-yyyy-MM-dd.csv, with today's date. */
export function complianceReportFileName(now: Date = new Date()): string {
  return `pm-compliance-report-${format(now, 'yyyy-MM-dd')}.csv`;
}

const day = (iso: string) => format(new Date(iso), 'yyyy-MM-dd');

/** The report as text, dates as the browser's day: the same columns and words as the server's export. */
export function buildComplianceCsv(rows: readonly EquipmentComplianceRow[]): string {
  return (
    CSV_BOM +
    csvLine(PM_COMPLIANCE_CSV_COLUMNS) +
    rows.map((row) => csvLine(pmComplianceCsvFields(row, day))).join('')
  );
}

/** Saves the report (every asset of the period, fetched page by page) through a temporary link. */
export function downloadComplianceReport(rows: readonly EquipmentComplianceRow[], now = new Date()): void {
  saveFile(
    new Blob([buildComplianceCsv(rows)], { type: 'text/csv;charset=utf-8' }),
    complianceReportFileName(now),
  );
}
