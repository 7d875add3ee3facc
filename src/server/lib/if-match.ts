import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * The version an update expects (architecture §5). Accepts `3`, `"3"` and `W/"3"`;
 * absent means "whatever is current".
 */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(String(header).trim());
  if (!match?.[1]) {
    throw new AppError('VALIDATION_FAILED', 'If-Match must carry the record version, e.g. If-Match: 3');
  }
  return Number(match[1]);
}

export function versionConflict(current: unknown): AppError {
  return new AppError(
    'VERSION_CONFLICT',
    'Someone else changed this record. Review the current values and try again.',
    {
      extra: { current },
    },
  );
}
