import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Reports, analytics, the dashboard, monitoring and the audit log. */
export const REPORT_ERROR_TEXTS = {} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...REPORT_ERROR_TEXTS });
