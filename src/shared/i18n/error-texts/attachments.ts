import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Attachments and photos. */
export const ATTACHMENT_ERROR_TEXTS = {} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...ATTACHMENT_ERROR_TEXTS });
