import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Meters and their readings. */
export const METER_ERROR_TEXTS = {} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...METER_ERROR_TEXTS });
