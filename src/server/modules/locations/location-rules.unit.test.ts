import { describe, expect, it } from 'vitest';
import { deleteRefusal, moveRefusal } from './location-rules';

const line = { id: 'line', name: 'Line 1' };
const press = { id: 'press', name: 'Press 3' };
const hall = { id: 'hall', name: 'Hall B' };

describe('moveRefusal', () => {
  it('allows a move under a location outside the moved subtree', () => {
    expect(moveRefusal(line, [hall])).toBeNull();
    expect(moveRefusal(line, [])).toBeNull();
  });

  it('refuses a move under itself', () => {
    expect(moveRefusal(line, [line, hall])).toEqual({
      code: 'location.underItself',
      params: { name: 'Line 1' },
      message: 'Cannot move "Line 1" under itself',
    });
  });

  it('refuses a move under its own descendant, naming both', () => {
    expect(moveRefusal(line, [press, line, hall])?.message).toBe(
      'Cannot move "Line 1" under "Press 3": "Press 3" is inside "Line 1"',
    );
  });
});

describe('deleteRefusal', () => {
  it('allows an empty location', () => {
    expect(deleteRefusal(line, { equipmentCount: 0, childCount: 0 })).toBeNull();
  });

  it('says what the location still holds', () => {
    expect(deleteRefusal(line, { equipmentCount: 1, childCount: 0 })?.message).toBe(
      'Cannot delete "Line 1": it still holds 1 asset. Move them elsewhere first.',
    );
    expect(deleteRefusal(line, { equipmentCount: 0, childCount: 2 })?.message).toBe(
      'Cannot delete "Line 1": it still holds 2 locations. Move them elsewhere first.',
    );
    expect(deleteRefusal(line, { equipmentCount: 3, childCount: 1 })).toEqual({
      code: 'location.holdsAssetsOneLocation',
      params: { name: 'Line 1', assets: 3 },
      message: 'Cannot delete "Line 1": it still holds 3 assets and 1 location. Move them elsewhere first.',
    });
  });

  it('has a code for each count of one or more of each, worded as before', () => {
    const held = (equipmentCount: number, childCount: number) =>
      deleteRefusal(line, { equipmentCount, childCount })?.message;
    expect(held(2, 0)).toBe('Cannot delete "Line 1": it still holds 2 assets. Move them elsewhere first.');
    expect(held(0, 1)).toBe('Cannot delete "Line 1": it still holds 1 location. Move them elsewhere first.');
    expect(held(1, 1)).toBe(
      'Cannot delete "Line 1": it still holds 1 asset and 1 location. Move them elsewhere first.',
    );
    expect(held(1, 4)).toBe(
      'Cannot delete "Line 1": it still holds 1 asset and 4 locations. Move them elsewhere first.',
    );
    expect(held(5, 6)).toBe(
      'Cannot delete "Line 1": it still holds 5 assets and 6 locations. Move them elsewhere first.',
    );
  });
});
