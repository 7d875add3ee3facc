import { describe, expect, it } from 'vitest';
import { buildEquipmentCompliance } from '../pm-test-fixtures';
import { buildComplianceCsv, complianceReportFileName } from './compliance-csv';

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('compliance CSV', () => {
  it('names the file with today as yyyy-MM-dd', () => {
    expect(complianceReportFileName(new Date(2026, 4, 7, 23, 30))).toBe(
      'pm-compliance-report-2026-05-07.csv',
    );
  });

  it('starts with the six columns of the spec', () => {
    expect(lines(buildComplianceCsv([]))[0]).toBe(
      'Asset Tag,Model,Compliance Rate,Last PM Date,Next PM Date,Overdue Count',
    );
  });

  it('writes one row per asset, with Never and TBD for missing dates', () => {
    const csv = buildComplianceCsv([
      buildEquipmentCompliance({
        assetTag: 'PMP-001',
        model: 'Grundfos CR 32-2',
        complianceRate: 87.5,
        lastPMDate: '2026-04-20T09:00:00.000Z',
        nextPMDate: '2026-05-20T09:00:00.000Z',
        overdueCount: 1,
      }),
      buildEquipmentCompliance({
        assetTag: 'CNV-001',
        model: 'Hytrol E24',
        complianceRate: null,
        lastPMDate: null,
        nextPMDate: null,
        overdueCount: 0,
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv).slice(1)).toEqual([
      'PMP-001,Grundfos CR 32-2,87.5%,2026-04-20,2026-05-20,1',
      'CNV-001,Hytrol E24,N/A,Never,TBD,0',
      '',
    ]);
  });

  it('quotes fields with commas and quotes', () => {
    const csv = buildComplianceCsv([
      buildEquipmentCompliance({ assetTag: 'PMP-002', model: 'CR 32, rev "B"' }),
    ]);
    expect(lines(csv)[1]).toMatch(/^PMP-002,"CR 32, rev ""B""",/);
  });
});
