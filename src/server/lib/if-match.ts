import type { FastifyRequest } from 'fastify';
import { phrase } from '../../shared/i18n/error-texts';
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
    throw new AppError('VALIDATION_FAILED', phrase('request.ifMatchInvalid'));
  }
  return Number(match[1]);
}

export function versionConflict(current: unknown): AppError {
  return new AppError('VERSION_CONFLICT', phrase('record.changedMeanwhile'), { extra: { current } });
}
