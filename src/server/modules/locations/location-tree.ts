import type { LocationTreeNode } from '../../../shared/schemas/locations';

/** What the tree needs of a location: its place and the equipment placed directly there. */
export interface TreeInput<T> {
  id: string;
  name: string;
  parentId: string | null;
  equipmentCount: number;
  value: T;
}

const bySiblingOrder = (a: TreeInput<unknown>, b: TreeInput<unknown>) => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/**
 * The warehouse's locations as one flat list in depth-first order, siblings by name, each with its
 * depth and the live equipment of its whole subtree. A
 * location whose parent is missing is shown at the top; each node is visited once, so even a
 * damaged tree with a cycle ends.
 */
export function flattenTree<T>(
  nodes: readonly TreeInput<T>[],
): (T & Pick<LocationTreeNode, 'depth' | 'subtreeEquipmentCount'>)[] {
  const ids = new Set(nodes.map((n) => n.id));
  const children = new Map<string | null, TreeInput<T>[]>();
  for (const node of nodes) {
    const parent = node.parentId && ids.has(node.parentId) ? node.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  for (const list of children.values()) list.sort(bySiblingOrder);

  const visited = new Set<string>();
  const out: (T & Pick<LocationTreeNode, 'depth' | 'subtreeEquipmentCount'>)[] = [];
  const visit = (node: TreeInput<T>, depth: number): number => {
    visited.add(node.id);
    const at = out.length;
    out.push({ ...node.value, depth, subtreeEquipmentCount: 0 });
    let total = node.equipmentCount;
    for (const child of children.get(node.id) ?? []) {
      if (!visited.has(child.id)) total += visit(child, depth + 1);
    }
    out[at]!.subtreeEquipmentCount = total;
    return total;
  };
  for (const root of children.get(null) ?? []) visit(root, 0);
  return out;
}
