import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Reports, analytics, the dashboard, monitoring and the audit log. */
export const REPORT_ERROR_TEXTS = {
  'analytics.daysOneOf': 'days must be one of {values}',
  'analytics.oneSubtree': 'Ask for a location or a parent equipment, not both',
  'dashboard.days': 'days must be 7, 30 or 90',
  'report.sheetsAtLeastOne': 'Name at least one work order',
  'report.sheetsAtMost': 'At most {max} work orders print at once',
  'report.monthFormat': 'month must look like 2026-10',
  'report.monthNotBegun': '{month} has not begun: choose this month or an earlier one',
  'report.monthNotPast': 'Not a past or current month',
  'monitoring.range': 'Use one of: {values}',
  'monitoring.alertResolved': 'This alert was already resolved at {at}. Refresh the list.',
  'monitoring.alertResolvedBy': 'This alert was already resolved by {name} at {at}. Refresh the list.',
  'audit.isoDateTime': '{field} must be an ISO date-time',
  'search.tooShort': 'Type at least 2 characters to search',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...REPORT_ERROR_TEXTS });
