import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Notifications, push subscriptions and the offline sync feed. */
export const NOTIFICATION_ERROR_TEXTS = {} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...NOTIFICATION_ERROR_TEXTS });
