import { describe, expect, it } from 'vitest';
import { pathTo, subtreeIds, visibleNodes } from './location-subtree';

// Site A › Building 1 › (Line 1, Line 2); Site B.
const TREE = [
  { id: 'a', parentId: null, depth: 0 },
  { id: 'b1', parentId: 'a', depth: 1 },
  { id: 'l1', parentId: 'b1', depth: 2 },
  { id: 'l2', parentId: 'b1', depth: 2 },
  { id: 'b', parentId: null, depth: 0 },
];

describe('location subtree helpers', () => {
  it('finds a node and everything under it, and stops at its next sibling', () => {
    expect([...subtreeIds(TREE, 'b1')]).toEqual(['b1', 'l1', 'l2']);
    expect([...subtreeIds(TREE, 'a')]).toEqual(['a', 'b1', 'l1', 'l2']);
    expect([...subtreeIds(TREE, 'l1')]).toEqual(['l1']);
    expect([...subtreeIds(TREE, 'missing')]).toEqual([]);
  });

  it('gives the path from the top level down', () => {
    expect(pathTo(TREE, 'l2').map((node) => node.id)).toEqual(['a', 'b1', 'l2']);
    expect(pathTo(TREE, 'missing')).toEqual([]);
  });

  it('hides the rows under a collapsed node', () => {
    expect(visibleNodes(TREE, new Set()).map((node) => node.id)).toEqual(['a', 'b']);
    expect(visibleNodes(TREE, new Set(['a'])).map((node) => node.id)).toEqual(['a', 'b1', 'b']);
    expect(visibleNodes(TREE, new Set(['a', 'b1'])).map((node) => node.id)).toEqual([
      'a',
      'b1',
      'l1',
      'l2',
      'b',
    ]);
  });
});
