import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's per-field messages (`details[].path`) on the matching form fields, so
 * "Current password is incorrect" appears under the field it is about. Returns how many were placed.
 * `pathPrefix` maps a body sent for one row of a larger form (`preferences.3.`) onto that row.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  pathPrefix = '',
): number {
  if (!(error instanceof ApiError) || !error.body?.details) return 0;
  let placed = 0;
  for (const detail of error.body.details) {
    const field = fields.find((name) => name === `${pathPrefix}${detail.path}`);
    if (field) {
      setError(field, { type: 'server', message: detail.message });
      placed += 1;
    }
  }
  return placed;
}

/**
 * The fields a person changed, for a PATCH with If-Match: untouched fields are not sent (so a
 * colleague's concurrent edit of another field survives) and a field cleared is sent as null.
 */
export function changedFields<K extends string>(
  values: Partial<Record<K, unknown>>,
  dirty: Partial<Record<K, boolean | undefined>>,
  fields: readonly K[],
): Partial<Record<K, unknown>> {
  const changes: Partial<Record<K, unknown>> = {};
  for (const field of fields) {
    if (dirty[field]) changes[field] = values[field] ?? null;
  }
  return changes;
}
