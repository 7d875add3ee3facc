import { format } from 'date-fns';
import type { EquipmentComplianceRow } from './compliance-band';

export const CSV_COLUMNS = [
  'Asset Tag',
  'Model',
  'Compliance Rate',
  'Last PM Date',
  'Next PM Date',
  'Overdue Count',
] as const;

/** Operations spec §9: pm-compliance-report-yyyy-MM-dd.csv, with today's date. */
export function complianceReportFileName(now: Date = new Date()): string {
  return `pm-compliance-report-${format(now, 'yyyy-MM-dd')}.csv`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe,
 * so an asset tag typed as "=HYPERLINK(…)" stays text when the report is opened.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const day = (iso: string) => format(new Date(iso), 'yyyy-MM-dd');

export function complianceCsvRow(row: EquipmentComplianceRow): string[] {
  return [
    csvField(row.assetTag),
    csvField(row.model),
    row.complianceRate === null ? 'N/A' : `${row.complianceRate}%`,
    row.lastPMDate ? day(row.lastPMDate) : 'Never',
    row.nextPMDate ? day(row.nextPMDate) : 'TBD',
    String(row.overdueCount),
  ];
}

/**
 * The report as text: a byte-order mark so Excel reads UTF-8 (asset names with accents),
 * then CRLF-separated rows as RFC 4180 asks.
 */
export function buildComplianceCsv(rows: readonly EquipmentComplianceRow[]): string {
  const lines = [CSV_COLUMNS.map(csvField).join(','), ...rows.map((row) => complianceCsvRow(row).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Saves the report through a temporary link: the data is already on the page, no second call. */
export function downloadComplianceReport(rows: readonly EquipmentComplianceRow[], now = new Date()): void {
  const blob = new Blob([buildComplianceCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = complianceReportFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
