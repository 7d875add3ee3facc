import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Plant and shared settings. */
export const SETTINGS_ERROR_TEXTS = {
  'settings.approvalLimitAmount': 'An approval limit must be an amount',
  'settings.approvalLimitNegative': 'An approval limit cannot be negative',
  'settings.approvalLimitTooLarge': 'An approval limit is too large',
  'settings.approvalLimitDecimals': 'An approval limit has at most 2 decimals',
  'settings.onlyManagersDowntimeReasons': 'Only managers and admins can change downtime reasons',
  'settings.downtimeReasonsShared':
    'Downtime reasons are shared by every plant of your organization: only a manager or admin of all its plants can change them',
  'settings.onlySupervisorsCloseOutCodes': 'Only supervisors, managers and admins can change close-out codes',
  'settings.closeOutCodesShared':
    'Close-out codes are shared by every plant of your organization: only someone who works in all its plants can change them',
  'settings.onlyManagersResolveAlerts': 'Only managers and admins can resolve alerts',
  'settings.alertsShared':
    'Monitoring alerts are about the whole installation, which every plant shares: only a manager or admin of all its plants can resolve them',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...SETTINGS_ERROR_TEXTS });
