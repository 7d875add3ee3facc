import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Meters and their readings. */
export const METER_ERROR_TEXTS = {
  'meter.kindInvalid': 'Kind must be counter or gauge',
  'meter.resetInvalid': 'Reset must be replacement or rollover',
  'meter.limitsForGaugesOnly': 'Only a gauge has limits: a counter only goes up',
  'meter.minAboveMax': 'The lower limit must be below the upper limit',
  'meter.nameTaken': 'This equipment already has a meter named {name}',
  'meter.nameTakenShort': 'This name is already used on this equipment',
  'meter.gaugeHasNoReset': 'Only a counter is replaced or rolls over: leave reset out for a gauge',
  // READ_AT_IN_FUTURE of shared/meter-rules.ts, which the meter readings import says too.
  'meter.readInFuture': 'Read at is in the future: check the date and the clock of the device it was read on',
  // A counter only goes up within a segment; the values and the day come worded (1,204 h; 3 Nov).
  'meter.belowPrevious': 'Reading {value} is below the previous reading {other} on {day}',
  'meter.aboveNext': 'Reading {value} is above the next reading {other} on {day}',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said, phrase } = speaker({ ...COMMON_ERROR_TEXTS, ...METER_ERROR_TEXTS });
