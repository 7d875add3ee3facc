import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Locations and their tree. `{name}` and `{parent}` are locations' names as stored. */
export const LOCATION_ERROR_TEXTS = {
  'location.codeFormat': 'Code must be 1 to 30 letters, digits, dots, hyphens or underscores',
  'location.codeTaken': 'A location with code {code} already exists',
  'location.codeTakenShort': 'This code is already used',
  'location.underItself': 'Cannot move "{name}" under itself',
  'location.underOwnPart': 'Cannot move "{name}" under "{parent}": "{parent}" is inside "{name}"',
  // What a location still holds, one code per count of one or more: the texts have no plurals (ADR 65).
  'location.holdsOneAsset': 'Cannot delete "{name}": it still holds 1 asset. Move them elsewhere first.',
  'location.holdsAssets':
    'Cannot delete "{name}": it still holds {assets} assets. Move them elsewhere first.',
  'location.holdsOneLocation':
    'Cannot delete "{name}": it still holds 1 location. Move them elsewhere first.',
  'location.holdsLocations':
    'Cannot delete "{name}": it still holds {locations} locations. Move them elsewhere first.',
  'location.holdsOneAssetOneLocation':
    'Cannot delete "{name}": it still holds 1 asset and 1 location. Move them elsewhere first.',
  'location.holdsOneAssetLocations':
    'Cannot delete "{name}": it still holds 1 asset and {locations} locations. Move them elsewhere first.',
  'location.holdsAssetsOneLocation':
    'Cannot delete "{name}": it still holds {assets} assets and 1 location. Move them elsewhere first.',
  'location.holdsAssetsLocations':
    'Cannot delete "{name}": it still holds {assets} assets and {locations} locations. Move them elsewhere first.',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...LOCATION_ERROR_TEXTS });
