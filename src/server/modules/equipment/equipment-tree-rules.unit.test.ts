import { describe, expect, it } from 'vitest';
import { cycleRefusal, depthRefusal, partsRefusal } from './equipment-tree-rules';

const line = { id: 'line', name: 'Line 1', assetTag: 'LN-1' };
const press = { id: 'press', name: 'Press 3', assetTag: 'PR-3' };
const motor = { id: 'motor', name: 'Motor', assetTag: 'MT-9' };

describe('cycleRefusal', () => {
  it('allows a parent outside the moved subtree', () => {
    expect(cycleRefusal(motor, [press, line])).toBeNull();
  });

  it('refuses the asset itself and its own parts', () => {
    expect(cycleRefusal(line, [line])).toEqual({
      code: 'equipment.partOfItself',
      params: { asset: 'Line 1 (LN-1)' },
      message: '"Line 1 (LN-1)" cannot be a part of itself',
    });
    expect(cycleRefusal(line, [motor, press, line])?.message).toBe(
      'Cannot make "Line 1 (LN-1)" a part of "Motor (MT-9)": "Motor (MT-9)" is already a part of "Line 1 (LN-1)", which would make a cycle',
    );
  });
});

describe('depthRefusal', () => {
  it('allows exactly 8 levels and refuses 9, counting the moved subtree', () => {
    expect(depthRefusal(motor, press, 6, 2)).toBeNull();
    expect(depthRefusal(motor, press, 6, 3)).toEqual({
      code: 'equipment.treeTooDeep',
      params: { asset: 'Motor (MT-9)', parent: 'Press 3 (PR-3)', depth: 9, max: 8 },
      message:
        'Cannot make "Motor (MT-9)" a part of "Press 3 (PR-3)": the asset tree would be 9 levels deep, and at most 8 are allowed',
    });
  });
});

describe('partsRefusal', () => {
  it('names how many parts the asset has, one code for one part and one for more', () => {
    expect(partsRefusal(line, 0)).toBeNull();
    expect(partsRefusal(line, 1)?.message).toBe(
      'Cannot delete "Line 1 (LN-1)": it has 1 part. Delete them or make them part of another asset first.',
    );
    expect(partsRefusal(line, 2)?.message).toBe(
      'Cannot delete "Line 1 (LN-1)": it has 2 parts. Delete them or make them part of another asset first.',
    );
    expect(partsRefusal(line, 1)?.code).toBe('equipment.hasOnePart');
    expect(partsRefusal(line, 2)?.params).toEqual({ asset: 'Line 1 (LN-1)', parts: 2 });
  });
});
