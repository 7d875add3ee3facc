import type { OccurredTime } from '../../shared/occurred-at';

/**
 * How a row written now keeps an action's own time (src/shared/occurred-at.ts): what the
 * request claimed and why it was not used (the `occurredClaim` columns), and when the action
 * happened when that is not when the row was written.
 */
export const claimColumns = (time: OccurredTime) => ({
  claimedAt: time.claimedAt,
  claimRefused: time.refused,
});

/** When the action happened, for a row whose own time is when it was written; null: then. */
export const occurredAtColumn = (time: OccurredTime): Date | null =>
  time.claimedAt !== null && time.refused === null ? time.at : null;
