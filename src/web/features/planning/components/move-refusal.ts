import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/errors/error-text';

/**
 * The server's 422 for work put on a day the technician has off (ADR 57): it names the person,
 * the day and the reason, and the planner may schedule it anyway (`force: true`).
 */
export function dayOffRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const detail = error.body?.details?.find(({ path }) => path === 'scheduledStart' || path === 'assignedTo');
  return detail ? errorText(detail) : null;
}
