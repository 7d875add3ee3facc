/** The rules of the location tree as small pure functions: the service feeds them what it read. */

interface Named {
  id: string;
  name: string;
}

/**
 * Why `moved` cannot go under the new parent, or null. `chain` is the new parent and those above
 * it, nearest first: finding `moved` there means the parent is inside it, and the move would make
 * a cycle.
 */
export function moveRefusal(moved: Named, chain: readonly Named[]): string | null {
  const parent = chain[0];
  if (!parent) return null;
  if (parent.id === moved.id) return `Cannot move "${moved.name}" under itself`;
  if (chain.some((step) => step.id === moved.id)) {
    return `Cannot move "${moved.name}" under "${parent.name}": "${parent.name}" is inside "${moved.name}"`;
  }
  return null;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why the location cannot be deleted (it still holds assets or locations), or null. */
export function deleteRefusal(
  location: Pick<Named, 'name'>,
  holdings: { equipmentCount: number; childCount: number },
): string | null {
  const held = [
    holdings.equipmentCount > 0 ? counted(holdings.equipmentCount, 'asset', 'assets') : null,
    holdings.childCount > 0 ? counted(holdings.childCount, 'location', 'locations') : null,
  ].filter((part): part is string => part !== null);
  if (held.length === 0) return null;
  return `Cannot delete "${location.name}": it still holds ${held.join(' and ')}. Move them elsewhere first.`;
}
