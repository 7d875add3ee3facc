import { describe, expect, it } from 'vitest';
import type { ReorderSuggestion } from '@shared/schemas/purchasing';
import { draftsFor, groupByVendor } from './reorder-selection';

function suggestion(partId: string, vendorId: string | null): ReorderSuggestion {
  return {
    partId,
    partNumber: `PN-${partId}`,
    partName: `Part ${partId}`,
    stockLevel: 1,
    reorderPoint: 5,
    reorderQuantity: 10,
    maxStock: null,
    suggestedQuantity: 10,
    vendorId,
    vendorName: vendorId ? `Vendor ${vendorId}` : null,
    vendorPartNumber: null,
    unitPrice: '2.50',
    leadTimeDays: null,
  };
}

describe('reorder selection', () => {
  const rows = [suggestion('1', null), suggestion('2', 'a'), suggestion('3', 'a'), suggestion('4', 'b')];

  it('groups by vendor and puts parts without a preferred vendor last', () => {
    expect(groupByVendor(rows).map((group) => [group.vendorId, group.parts.map((p) => p.partId)])).toEqual([
      ['a', ['2', '3']],
      ['b', ['4']],
      [null, ['1']],
    ]);
  });

  it('makes one draft per vendor with a ticked part, with the quantities typed', () => {
    const selection = new Map([
      ['1', 10],
      ['3', 7],
      ['4', 2],
    ]);
    expect(draftsFor(groupByVendor(rows), selection)).toEqual([
      { vendorId: 'a', lines: [{ partId: '3', quantity: 7 }] },
      { vendorId: 'b', lines: [{ partId: '4', quantity: 2 }] },
    ]);
  });
});
