import { phrase } from '../../../shared/i18n/error-texts';
import type { Phrase } from '../../../shared/i18n/said';
import { MAX_EQUIPMENT_DEPTH } from '../../../shared/schemas/equipment';

interface Asset {
  id: string;
  name: string;
  assetTag: string;
}

/** How an asset is named in the tree's refusals, "Pump 1 (PMP-001)"; the texts put it in quotes. */
export const assetLabel = (asset: Pick<Asset, 'name' | 'assetTag'>) => `${asset.name} (${asset.assetTag})`;

/**
 * Why `moved` cannot become a part of the new parent, or null. `chain` is the new parent and the
 * assets it is part of, nearest first: finding `moved` there would make a cycle.
 */
export function cycleRefusal(moved: Asset, chain: readonly Asset[]): Phrase | null {
  const parent = chain[0];
  if (!parent) return null;
  if (parent.id === moved.id) return phrase('equipment.partOfItself', { asset: assetLabel(moved) });
  if (!chain.some((step) => step.id === moved.id)) return null;
  return phrase('equipment.parentCycle', { asset: assetLabel(moved), parent: assetLabel(parent) });
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
): Phrase | null {
  const depth = chainLength + height;
  if (depth <= MAX_EQUIPMENT_DEPTH) return null;
  return phrase('equipment.treeTooDeep', {
    asset: assetLabel(moved),
    parent: assetLabel(parent),
    depth,
    max: MAX_EQUIPMENT_DEPTH,
  });
}

/** Why an asset with live parts cannot be deleted, or null. */
export function partsRefusal(asset: Pick<Asset, 'name' | 'assetTag'>, parts: number): Phrase | null {
  if (parts === 0) return null;
  return parts === 1
    ? phrase('equipment.hasOnePart', { asset: assetLabel(asset) })
    : phrase('equipment.hasParts', { asset: assetLabel(asset), parts });
}
