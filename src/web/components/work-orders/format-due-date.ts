import { format } from 'date-fns';

/** "12 Mar 2026, 14:30": day first and a 24-hour clock read the same on every shift and locale. */
export function formatDateTime(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy, HH:mm');
}

export function formatDate(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy');
}
