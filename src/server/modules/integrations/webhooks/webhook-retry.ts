/** The first retry waits 30 seconds; each next one twice as long, at most an hour (ADR 61). */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** How long an endpoint may fail without a single success before it is disabled. */
export const FAILING_LIMIT_MS = 24 * 60 * 60_000;

/** The wait after the given number of failed attempts (1: the first failure). */
export function retryDelayMs(failedAttempts: number): number {
  const doublings = Math.max(0, failedAttempts - 1);
  // 2^7 × 30 s already passes the hour: larger exponents only risk Infinity.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(doublings, 7), LONGEST_RETRY_MS);
}

/** Has the endpoint failed for so long that it is disabled? */
export const hasFailedTooLong = (failingSince: Date, now: Date): boolean =>
  now.getTime() - failingSince.getTime() >= FAILING_LIMIT_MS;
