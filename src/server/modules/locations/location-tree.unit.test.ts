import { describe, expect, it } from 'vitest';
import { flattenTree } from './location-tree';

const node = (id: string, name: string, parentId: string | null, equipmentCount = 0) => ({
  id,
  name,
  parentId,
  equipmentCount,
  value: { id },
});

describe('flattenTree', () => {
  it('lists depth-first with siblings by name, and adds up each subtree', () => {
    const flat = flattenTree([
      node('b', 'site B', null, 1),
      node('a', 'Site A', null),
      node('a2', 'Line 2', 'a', 2),
      node('a1', 'Line 1', 'a', 1),
      node('a1x', 'Press', 'a1', 4),
    ]);
    expect(flat).toEqual([
      { id: 'a', depth: 0, subtreeEquipmentCount: 7 },
      { id: 'a1', depth: 1, subtreeEquipmentCount: 5 },
      { id: 'a1x', depth: 2, subtreeEquipmentCount: 4 },
      { id: 'a2', depth: 1, subtreeEquipmentCount: 2 },
      { id: 'b', depth: 0, subtreeEquipmentCount: 1 },
    ]);
  });

  it('shows a location whose parent is missing at the top and ends on a cycle', () => {
    const flat = flattenTree([node('x', 'X', 'gone'), node('p', 'P', 'q'), node('q', 'Q', 'p')]);
    expect(flat).toEqual([{ id: 'x', depth: 0, subtreeEquipmentCount: 0 }]);
  });
});
