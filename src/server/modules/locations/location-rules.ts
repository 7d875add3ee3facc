import { phrase } from '../../../shared/i18n/error-texts';
import type { Phrase } from '../../../shared/i18n/said';

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
export function moveRefusal(moved: Named, chain: readonly Named[]): Phrase | null {
  const parent = chain[0];
  if (!parent) return null;
  if (parent.id === moved.id) return phrase('location.underItself', { name: moved.name });
  if (chain.some((step) => step.id === moved.id)) {
    return phrase('location.underOwnPart', { name: moved.name, parent: parent.name });
  }
  return null;
}

/**
 * Why the location cannot be deleted (it still holds assets or locations), or null. The texts have
 * no plurals (ADR 65), so each count of one or more of each has its own code.
 */
export function deleteRefusal(
  location: Pick<Named, 'name'>,
  holdings: { equipmentCount: number; childCount: number },
): Phrase | null {
  const { name } = location;
  const { equipmentCount: assets, childCount: locations } = holdings;
  if (assets === 0 && locations === 0) return null;
  if (locations === 0) {
    return assets === 1
      ? phrase('location.holdsOneAsset', { name })
      : phrase('location.holdsAssets', { name, assets });
  }
  if (assets === 0) {
    return locations === 1
      ? phrase('location.holdsOneLocation', { name })
      : phrase('location.holdsLocations', { name, locations });
  }
  if (assets === 1) {
    return locations === 1
      ? phrase('location.holdsOneAssetOneLocation', { name })
      : phrase('location.holdsOneAssetLocations', { name, locations });
  }
  return locations === 1
    ? phrase('location.holdsAssetsOneLocation', { name, assets })
    : phrase('location.holdsAssetsLocations', { name, assets, locations });
}
