import { describe, expect, it } from 'vitest';
import { emptyPartForm, partFormSchema, toNumberOrZero, type PartFormValues } from './part-form-values';

function parse(changes: Partial<PartFormValues>) {
  return partFormSchema.safeParse({
    ...emptyPartForm(),
    name: 'V-belt SPA 1250',
    partNumber: 'VB-1250',
    ...changes,
  });
}

describe('part form conversion (operations spec §5)', () => {
  it('turns blank and non-numeric entries into 0', () => {
    expect(toNumberOrZero('abc')).toBe(0);
    expect(toNumberOrZero('')).toBe(0);
    expect(toNumberOrZero('12 pcs')).toBe(0);
    expect(toNumberOrZero('1e3')).toBe(0);
    expect(toNumberOrZero(' 7 ')).toBe(7);
    expect(toNumberOrZero('12.5')).toBe(12.5);
  });

  it('reads a decimal comma as a decimal point', () => {
    expect(toNumberOrZero('12,50')).toBe(12.5);
  });

  it('converts before validating: "abc" is saved as 0, unit of measure is each, category general', () => {
    const result = parse({ unitCost: 'abc', stockLevel: 'lots', reorderPoint: '' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      unitCost: '0.00',
      stockLevel: 0,
      reorderPoint: 0,
      unitOfMeasure: 'each',
      category: 'general',
    });
  });

  it("gives the shared schema's messages for a missing name and part number", () => {
    const result = parse({ name: ' ', partNumber: '' });
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['name', 'Name is required'],
        ['partNumber', 'Part number is required'],
      ]),
    );
  });

  it('refuses numbers that are numbers but break the rules (negative, fractional counts)', () => {
    const result = parse({ unitCost: '-1', stockLevel: '1.5' });
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['unitCost', 'stockLevel']));
  });
});
