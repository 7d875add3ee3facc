import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Preventive maintenance. */
export const PM_ERROR_TEXTS = {
  'pm.meterNameRequired': 'A meter trigger needs the meter name',
  'pm.usageIntervalRequired': 'Give the usage interval: more than 0',
  'pm.gaugeThresholdRequired': 'Give the gauge value and whether it is above or below',
  'pm.firstDueBeforeLastDone': 'First due on must be after Last done on',
  'pm.durationRequired': 'Estimated duration is required',
  'pm.durationWhole': 'Estimated duration must be whole minutes',
  'pm.durationTooLong': 'Estimated duration is too long',
  'pm.durationTooShort': 'Estimated duration must be at least 1 minute',
  'pm.checklistStepEmpty': 'A checklist step cannot be empty',
  'pm.checklistTooLong': 'At most 50 checklist steps',
  'pm.directionInvalid': 'Direction must be above or below',
  'pm.monthOutOfRange': 'Choose a month within two years of today',
  'pm.lastDoneInFuture': 'Last done on cannot be in the future: enter the day the work was last done',
  'pm.complianceDays': 'days must be 7, 30, 90 or 365',
  'pm.monthFormat': 'month must look like 2026-11',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...PM_ERROR_TEXTS });
