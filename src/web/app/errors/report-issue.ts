/** Where Report Issue drafts its e-mail (core spec §2). */
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || 'support@fieldwork.local';

/** Mail clients cut long mailto: links; the stack is trimmed so the draft always opens. */
const MAX_STACK_CHARS = 1_500;

export function buildIssueReportLink({
  error,
  eventId,
  occurredAt,
}: {
  error: Error;
  eventId: string | null;
  occurredAt: string;
}): string {
  const stack = (error.stack ?? 'not available').slice(0, MAX_STACK_CHARS);
  const body = [
    'Please describe what you were doing when this happened:',
    '',
    '',
    '--- Technical details ---',
    `Error: ${error.name}`,
    `Message: ${error.message}`,
    `Event ID: ${eventId ?? 'not available'}`,
    `Timestamp: ${occurredAt || new Date().toISOString()}`,
    `Page: ${window.location.href}`,
    `User agent: ${navigator.userAgent}`,
    '',
    'Stack:',
    stack,
  ].join('\n');
  const subject = `Fieldwork error report: ${error.name}${eventId ? ` (${eventId})` : ''}`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
