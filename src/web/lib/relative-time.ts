import { formatDistanceToNow } from 'date-fns';

// Kept apart from formatting.ts so date-fns stays out of the sign-in bundle.

/** "3 minutes ago"; `fallback` for a missing date (a user who never signed in). */
export function formatRelativeTime(iso: string | null | undefined, fallback = '—'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return fallback;
  return formatDistanceToNow(date, { addSuffix: true });
}
