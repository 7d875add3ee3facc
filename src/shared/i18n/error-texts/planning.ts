import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** The planner's board and crew capacity. */
export const PLANNING_ERROR_TEXTS = {} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...PLANNING_ERROR_TEXTS });
