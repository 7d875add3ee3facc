import { describe, expect, it } from 'vitest';
import { buildEquipmentCompliance } from '../pm-test-fixtures';
import { complianceBand, filterEquipment } from './compliance-band';

describe('compliance colour bands', () => {
  it('is green from 95, yellow from 85, red below, and neutral without a rate', () => {
    expect(complianceBand(100)).toBe('on-target');
    expect(complianceBand(95)).toBe('on-target');
    expect(complianceBand(94.9)).toBe('below-target');
    expect(complianceBand(85)).toBe('below-target');
    expect(complianceBand(84.9)).toBe('at-risk');
    expect(complianceBand(0)).toBe('at-risk');
    expect(complianceBand(null)).toBe('no-data');
  });
});

describe('equipment compliance filter', () => {
  const rows = [
    buildEquipmentCompliance({ assetTag: 'A-95', complianceRate: 95 }),
    buildEquipmentCompliance({ assetTag: 'B-90', complianceRate: 90, overdueCount: 1 }),
    buildEquipmentCompliance({ assetTag: 'C-84', complianceRate: 84.9 }),
    buildEquipmentCompliance({ assetTag: 'D-NONE', complianceRate: null, overdueCount: 0 }),
  ];
  const tags = (filter: Parameters<typeof filterEquipment>[1]) =>
    filterEquipment(rows, filter).map((row) => row.assetTag);

  it('keeps everything for All Equipment', () => {
    expect(tags('all')).toEqual(['A-95', 'B-90', 'C-84', 'D-NONE']);
  });

  it('Compliant is >= 95 %, At Risk is < 85 %; equipment with nothing due is neither', () => {
    expect(tags('compliant')).toEqual(['A-95']);
    expect(tags('at-risk')).toEqual(['C-84']);
  });

  it('Overdue is any equipment with an overdue PM', () => {
    expect(tags('overdue')).toEqual(['B-90']);
  });
});
