import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Locations and their tree. */
export const LOCATION_ERROR_TEXTS = {} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...LOCATION_ERROR_TEXTS });
