import { describe, expect, it } from 'vitest';
import { matchesScannedPart, partLabelText } from './part-label-code';

const PARTS = [
  { partNumber: 'BRG-6204', vendorPartNumber: null },
  { partNumber: 'FLT-AIR-37', vendorPartNumber: 'SKF 6204-2RSH' },
  { partNumber: 'SEAL-CR32' },
  { partNumber: 'brg-6204-dup' },
];

describe('partLabelText', () => {
  it('is the plain part number, so any scanner reads what is printed beside it', () => {
    expect(partLabelText({ partNumber: 'BRG-6204' })).toBe('BRG-6204');
  });
});

describe('matchesScannedPart', () => {
  it('finds the part by its number, trimmed and in any case', () => {
    expect(matchesScannedPart('BRG-6204', PARTS)).toBe(0);
    expect(matchesScannedPart('  seal-cr32\n', PARTS)).toBe(2);
  });

  it("finds the part by the vendor's number on the box", () => {
    expect(matchesScannedPart('skf 6204-2rsh', PARTS)).toBe(1);
  });

  it('returns the first match when several candidates carry the number', () => {
    const twice = [{ partNumber: 'X-1' }, { partNumber: 'Y-2', vendorPartNumber: 'x-1' }];
    expect(matchesScannedPart('X-1', twice)).toBe(0);
  });

  it('reads the part number from an inventory link', () => {
    expect(matchesScannedPart('https://cmms.example.com/inventory?q=flt-air-37', PARTS)).toBe(1);
    expect(matchesScannedPart('http://cmms.local/inventory?category=x&q=SEAL-CR32%20', PARTS)).toBe(2);
  });

  it('matches nothing for an unknown number, a link without q, or blank text', () => {
    expect(matchesScannedPart('BRG-6205', PARTS)).toBe(-1);
    expect(matchesScannedPart('https://cmms.example.com/inventory', PARTS)).toBe(-1);
    expect(matchesScannedPart('https://cmms.example.com/inventory?q=', PARTS)).toBe(-1);
    expect(matchesScannedPart('   ', [{ partNumber: 'A', vendorPartNumber: '' }])).toBe(-1);
    expect(matchesScannedPart('BRG-6204', [])).toBe(-1);
  });

  it('does not take a part number with a colon for a link', () => {
    expect(matchesScannedPart('urn:PN:42', [{ partNumber: 'URN:pn:42' }])).toBe(0);
  });
});
