import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/**
 * Equipment, its hierarchy, labels and performance. `{asset}` and `{parent}` are an asset as the
 * tree names it, "Pump 1 (PMP-001)": its name and asset tag as stored.
 */
export const EQUIPMENT_ERROR_TEXTS = {
  'equipment.assetTagFormat': 'Asset tag must be 3 to 20 letters, digits or hyphens',
  'equipment.statusInvalid': 'Status must be active, inactive, maintenance or retired',
  'equipment.criticalityInvalid': 'Criticality must be low, medium, high or critical',
  'equipment.assetTagTaken': 'Asset tag {assetTag} is already used in this warehouse',
  'equipment.assetTagTakenShort': 'This asset tag is already used',
  'equipment.partOfItself': '"{asset}" cannot be a part of itself',
  'equipment.parentCycle':
    'Cannot make "{asset}" a part of "{parent}": "{parent}" is already a part of "{asset}", which would make a cycle',
  'equipment.treeTooDeep':
    'Cannot make "{asset}" a part of "{parent}": the asset tree would be {depth} levels deep, and at most {max} are allowed',
  // One code for one part and one for more: the texts have no plurals (ADR 65).
  'equipment.hasOnePart':
    'Cannot delete "{asset}": it has 1 part. Delete them or make them part of another asset first.',
  'equipment.hasParts':
    'Cannot delete "{asset}": it has {parts} parts. Delete them or make them part of another asset first.',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...EQUIPMENT_ERROR_TEXTS });
