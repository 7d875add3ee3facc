/** A PostgreSQL error as node-postgres reports it (drizzle wraps it as `cause`). */
export interface PgError {
  code: string;
  constraint?: string;
  /** The column of a not-null violation. */
  column?: string;
}

const looksLikePgError = (e: unknown): e is PgError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as { code?: unknown }).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((e as { code: string }).code);

export function pgErrorOf(error: unknown): PgError | undefined {
  if (looksLikePgError(error)) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return looksLikePgError(cause) ? cause : undefined;
}

/** A unique index refused the row (optionally: that index). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}
