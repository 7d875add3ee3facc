import { MAX_EQUIPMENT_DEPTH } from '../../../shared/schemas/equipment';

interface Asset {
  id: string;
  name: string;
  assetTag: string;
}

/** How an asset is named in the tree's refusals: "Pump 1 (PMP-001)". */
export const assetLabel = (asset: Pick<Asset, 'name' | 'assetTag'>) => `"${asset.name} (${asset.assetTag})"`;

/**
 * Why `moved` cannot become a part of the new parent, or null. `chain` is the new parent and the
 * assets it is part of, nearest first: finding `moved` there would make a cycle.
 */
export function cycleRefusal(moved: Asset, chain: readonly Asset[]): string | null {
  const parent = chain[0];
  if (!parent) return null;
  if (parent.id === moved.id) return `${assetLabel(moved)} cannot be a part of itself`;
  if (!chain.some((step) => step.id === moved.id)) return null;
  return `Cannot make ${assetLabel(moved)} a part of ${assetLabel(parent)}: ${assetLabel(parent)} is already a part of ${assetLabel(moved)}, which would make a cycle`;
}

/**
 * Why the tree would be too deep, or null: the new parent's level (the length of its chain) plus
 * every level of the moved asset's own subtree (`height`, 1 without parts).
 */
export function depthRefusal(
  moved: Pick<Asset, 'name' | 'assetTag'>,
  parent: Pick<Asset, 'name' | 'assetTag'>,
  chainLength: number,
  height: number,
): string | null {
  const depth = chainLength + height;
  if (depth <= MAX_EQUIPMENT_DEPTH) return null;
  return `Cannot make ${assetLabel(moved)} a part of ${assetLabel(parent)}: the asset tree would be ${depth} levels deep, and at most ${MAX_EQUIPMENT_DEPTH} are allowed`;
}

/** Why an asset with live parts cannot be deleted, or null. */
export function partsRefusal(asset: Pick<Asset, 'name' | 'assetTag'>, parts: number): string | null {
  if (parts === 0) return null;
  return `Cannot delete ${assetLabel(asset)}: it has ${parts} ${parts === 1 ? 'part' : 'parts'}. Delete them or make them part of another asset first.`;
}
