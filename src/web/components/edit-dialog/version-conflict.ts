import { ApiError } from '@web/lib/api-client';

/** The server's 409 VERSION_CONFLICT: someone saved the record since this person loaded it. */
export function isVersionConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.body?.error === 'VERSION_CONFLICT';
}

/** The record as the server holds it now, which a 409 VERSION_CONFLICT carries as `current`. */
export function conflictCurrent<T>(error: unknown): T | null {
  if (!isVersionConflict(error)) return null;
  const current = error.body?.current;
  return typeof current === 'object' && current !== null ? (current as T) : null;
}
