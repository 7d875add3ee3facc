import { COMMON_ERROR_TEXTS } from './common';
import { SERVER_ERROR_TEXTS } from './server';
import { AUTH_ERROR_TEXTS } from './auth';
import { USER_ERROR_TEXTS } from './users';
import { WORK_ORDER_ERROR_TEXTS } from './work-orders';
import { PART_ERROR_TEXTS } from './parts';
import { PM_ERROR_TEXTS } from './pm';
import { REQUEST_ERROR_TEXTS } from './requests';
import { PURCHASING_ERROR_TEXTS } from './purchasing';
import { EQUIPMENT_ERROR_TEXTS } from './equipment';
import { DOWNTIME_ERROR_TEXTS } from './downtime';
import { METER_ERROR_TEXTS } from './meters';
import { LOCATION_ERROR_TEXTS } from './locations';
import { PROCEDURE_ERROR_TEXTS } from './procedures';
import { PLANNING_ERROR_TEXTS } from './planning';
import { NOTIFICATION_ERROR_TEXTS } from './notifications';
import { INTEGRATION_ERROR_TEXTS } from './integrations';
import { ATTACHMENT_ERROR_TEXTS } from './attachments';
import { REPORT_ERROR_TEXTS } from './reports';
import { SETTINGS_ERROR_TEXTS } from './settings';
import { VENDOR_ERROR_TEXTS } from './vendors';
import { speaker } from '../said';

/**
 * Every error message that has a code (ADR 65): code → the English sentence, with `{name}`
 * placeholders (ICU syntax without plurals, so the web catalogue reads the same text). The English
 * is exactly what the API said before it had codes: API users and the spec's tests read it.
 * `{field}` and `{record}` take a key of NAMES; every other placeholder takes the value as is.
 */
export const ERROR_TEXTS = {
  ...COMMON_ERROR_TEXTS,
  ...SERVER_ERROR_TEXTS,
  ...AUTH_ERROR_TEXTS,
  ...USER_ERROR_TEXTS,
  ...WORK_ORDER_ERROR_TEXTS,
  ...PART_ERROR_TEXTS,
  ...PM_ERROR_TEXTS,
  ...REQUEST_ERROR_TEXTS,
  ...PURCHASING_ERROR_TEXTS,
  ...EQUIPMENT_ERROR_TEXTS,
  ...DOWNTIME_ERROR_TEXTS,
  ...METER_ERROR_TEXTS,
  ...LOCATION_ERROR_TEXTS,
  ...PROCEDURE_ERROR_TEXTS,
  ...PLANNING_ERROR_TEXTS,
  ...NOTIFICATION_ERROR_TEXTS,
  ...INTEGRATION_ERROR_TEXTS,
  ...ATTACHMENT_ERROR_TEXTS,
  ...REPORT_ERROR_TEXTS,
  ...SETTINGS_ERROR_TEXTS,
  ...VENDOR_ERROR_TEXTS,
} as const;

export type ErrorTextKey = keyof typeof ERROR_TEXTS;

/**
 * Says any text with its code: for the server, which may say them all. A screen's code says its
 * module's texts from that module's file, so a route carries only the texts of its own schemas.
 */
export const { said, phrase } = speaker(ERROR_TEXTS);
