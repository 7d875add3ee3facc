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
    expect(moveRefusal(line, [line, hall])).toBe('Cannot move "Line 1" under itself');
  });

  it('refuses a move under its own descendant, naming both', () => {
    expect(moveRefusal(line, [press, line, hall])).toBe(
      'Cannot move "Line 1" under "Press 3": "Press 3" is inside "Line 1"',
    );
  });
});

describe('deleteRefusal', () => {
  it('allows an empty location', () => {
    expect(deleteRefusal(line, { equipmentCount: 0, childCount: 0 })).toBeNull();
  });

  it('says what the location still holds', () => {
    expect(deleteRefusal(line, { equipmentCount: 1, childCount: 0 })).toBe(
      'Cannot delete "Line 1": it still holds 1 asset. Move them elsewhere first.',
    );
    expect(deleteRefusal(line, { equipmentCount: 0, childCount: 2 })).toBe(
      'Cannot delete "Line 1": it still holds 2 locations. Move them elsewhere first.',
    );
    expect(deleteRefusal(line, { equipmentCount: 3, childCount: 1 })).toBe(
      'Cannot delete "Line 1": it still holds 3 assets and 1 location. Move them elsewhere first.',
    );
  });
});
