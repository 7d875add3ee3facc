import type { Compliance } from '../schemas/pm';

/** Operations spec §9: the PM compliance report's columns and the words for missing dates. */
export const PM_COMPLIANCE_CSV_COLUMNS = [
  'Asset Tag',
  'Model',
  'Compliance Rate',
  'Last PM Date',
  'Next PM Date',
  'Overdue Count',
] as const;

export type EquipmentComplianceEntry = Compliance['equipmentCompliance'][number];

/** The words a line writes for what it does not have: English unless the exporter reads another language. */
export interface PmComplianceCsvWords {
  notApplicable: string;
  never: string;
  toBeDecided: string;
}

const ENGLISH_WORDS: PmComplianceCsvWords = { notApplicable: 'N/A', never: 'Never', toBeDecided: 'TBD' };

/** The fields of one equipment's line; `day` writes a date as yyyy-MM-dd where the reader is. */
export function pmComplianceCsvFields(
  row: Pick<
    EquipmentComplianceEntry,
    'assetTag' | 'model' | 'complianceRate' | 'lastPMDate' | 'nextPMDate' | 'overdueCount'
  >,
  day: (iso: string) => string,
  words: PmComplianceCsvWords = ENGLISH_WORDS,
): (string | number)[] {
  return [
    row.assetTag,
    row.model,
    row.complianceRate === null ? words.notApplicable : `${row.complianceRate}%`,
    row.lastPMDate ? day(row.lastPMDate) : words.never,
    row.nextPMDate ? day(row.nextPMDate) : words.toBeDecided,
    row.overdueCount,
  ];
}
