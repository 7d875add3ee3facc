/**
 * One line a person can read about a failure: for a failed query, the database's own words
 * (never the SQL or its parameters, which may hold anything a user typed, or a secret).
 */
export function errorSummary(error: unknown): string {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const source =
    cause instanceof Error && /^Failed query/.test(String((error as Error).message)) ? cause : error;
  const message = source instanceof Error ? source.message : String(source);
  return message.split('\n')[0]!.slice(0, 300);
}
