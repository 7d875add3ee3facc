import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Downtime and its cause codes. `{reason}` is a reason's code as sent ("breakdown"). */
export const DOWNTIME_ERROR_TEXTS = {
  'downtime.reasonCodeFormat': 'Reason must be a reason code such as breakdown',
  'downtime.endAfterStart': 'End must be after the start',
  'downtime.inFuture': '{field} cannot be in the future',
  'downtime.inFutureShort': 'Cannot be in the future',
  'downtime.overlap':
    'This equipment already has downtime recorded in that time: correct that record instead',
  'downtime.orderOfOtherEquipment': 'The work order is for other equipment',
  'downtime.notOrderOfEquipment': 'Not a work order of this equipment',
  'downtime.alreadyDown': '{assetTag} is already down: close that downtime first',
  'downtime.stillDownClose': 'This equipment is still down: close the downtime to bring it back into service',
  'downtime.alreadyEnded': 'This downtime has already ended',
  'downtime.stillDownRemove': 'This equipment is still down: close the downtime before removing it',
  'downtime.orderWithoutEquipment': 'This work order names no equipment to bring back into service',
  'downtime.noEquipmentOnOrder': 'No equipment on this order',
  'downtime.reasonUnknown': 'Reason {reason} is not one of your organization’s downtime reasons',
  'downtime.reasonUnknownShort': 'is not one of your organization’s downtime reasons',
  'downtime.reasonRetired': 'Reason {reason} is retired: choose another reason',
  'downtime.reasonRetiredShort': 'is retired: choose another reason',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...DOWNTIME_ERROR_TEXTS });
