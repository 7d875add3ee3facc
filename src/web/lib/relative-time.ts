import { formatDistance } from 'date-fns';

// Kept apart from formatting.ts so date-fns stays out of the sign-in bundle.

const JUST_NOW_MS = 60_000;

/** "3 minutes ago", "just now"; `fallback` for a missing date (a user who never signed in). */
export function formatRelativeTime(iso: string | null | undefined, fallback = '—', now = Date.now()): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return fallback;
  if (Math.abs(now - date.getTime()) < JUST_NOW_MS) return 'just now';
  return formatDistance(date, now, { addSuffix: true });
}
