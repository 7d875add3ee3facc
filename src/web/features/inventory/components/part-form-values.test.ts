import { describe, expect, it } from 'vitest';
import { buildPart } from '../test-fixtures';
import {
  emptyPartForm,
  partFormSchema,
  partToFormValues,
  toCountOrNone,
  toNumberOrZero,
  toPartChanges,
  type PartFormValues,
} from './part-form-values';

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

  it('sends an empty reorder quantity and maximum stock as none, and numbers as numbers', () => {
    expect(toCountOrNone(' ')).toBeNull();
    expect(parse({}).data).toMatchObject({ reorderQuantity: null, maxStock: null });
    expect(parse({ reorderPoint: '4', reorderQuantity: '12', maxStock: '40' }).data).toMatchObject({
      reorderPoint: 4,
      reorderQuantity: 12,
      maxStock: 40,
    });
  });

  it('refuses a reorder quantity below 1, text that is no count, and a maximum below the reorder point', () => {
    const messages = (changes: Partial<PartFormValues>) =>
      parse(changes).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ reorderQuantity: '0', maxStock: 'lots' })).toEqual([
      ['reorderQuantity', 'Reorder quantity must be at least 1'],
      ['maxStock', 'Maximum stock must be a whole number'],
    ]);
    expect(messages({ reorderPoint: '5', maxStock: '4' })).toEqual([
      ['maxStock', 'Maximum stock must be at least the reorder point'],
    ]);
  });

  it('fills the edit form from the part and sends a cleared figure as null', () => {
    const part = buildPart({ reorderQuantity: 12, maxStock: null });
    const values = partToFormValues(part);
    expect(values).toMatchObject({ reorderQuantity: '12', maxStock: '' });
    const edited = partFormSchema.parse({ ...values, reorderQuantity: '', maxStock: '60' });
    expect(toPartChanges(edited, { reorderQuantity: true, maxStock: true }, undefined)).toEqual({
      reorderQuantity: null,
      maxStock: 60,
    });
  });
});
