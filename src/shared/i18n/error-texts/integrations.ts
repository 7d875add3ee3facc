import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Integrations: webhooks, API keys, SSO and imports. */
export const INTEGRATION_ERROR_TEXTS = {} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...INTEGRATION_ERROR_TEXTS });
