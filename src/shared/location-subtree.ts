/**
 * Reading the flat, depth-first location tree (`GET /api/locations/tree`): a node's subtree is
 * the run of nodes right after it that sit deeper than it, so no parent links need following.
 */
export interface FlatTreeNode {
  id: string;
  parentId: string | null;
  depth: number;
}

/** The ids of a node and of every node under it; empty when the id is not in the tree. */
export function subtreeIds(nodes: readonly FlatTreeNode[], id: string): Set<string> {
  const start = nodes.findIndex((node) => node.id === id);
  const ids = new Set<string>();
  if (start < 0) return ids;
  const rootDepth = nodes[start]?.depth ?? 0;
  ids.add(id);
  for (let index = start + 1; index < nodes.length; index += 1) {
    const node = nodes[index];
    if (!node || node.depth <= rootDepth) break;
    ids.add(node.id);
  }
  return ids;
}

/** The node and its ancestors, from the top level down to it; empty when the id is not in the tree. */
export function pathTo<T extends FlatTreeNode>(nodes: readonly T[], id: string): T[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const path: T[] = [];
  let current = byId.get(id);
  // Bounded by the tree's size, so a damaged tree with a loop cannot hang the screen.
  while (current && path.length <= nodes.length) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

/** The rows a tree shows: a node is hidden while any of its ancestors is collapsed. */
export function visibleNodes<T extends FlatTreeNode>(
  nodes: readonly T[],
  expanded: ReadonlySet<string>,
): T[] {
  const shown: T[] = [];
  let hiddenBelow: number | null = null;
  for (const node of nodes) {
    if (hiddenBelow !== null && node.depth > hiddenBelow) continue;
    hiddenBelow = null;
    shown.push(node);
    if (!expanded.has(node.id)) hiddenBelow = node.depth;
  }
  return shown;
}
