/** Where Report Issue drafts its e-mail (core spec §2). */
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || 'support@fieldwork.local';

/**
 * Mail clients cut long mailto: links; the stack is trimmed so the draft always opens. The
 * prompt is in the person's language; the technical details stay as support reads them.
 */
const MAX_STACK_CHARS = 1_500;

export function buildIssueReportLink({
  error,
  eventId,
  occurredAt,
  prompt,
}: {
  error: Error;
  eventId: string | null;
  occurredAt: string;
  /** The line that asks what the person was doing, in the screens' language. */
  prompt: string;
}): string {
  const stack = (error.stack ?? 'not available').slice(0, MAX_STACK_CHARS);
  const body = [
    prompt,
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
