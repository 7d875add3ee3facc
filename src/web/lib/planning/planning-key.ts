/**
 * Every planning query (the board's week and backlog, working hours, time off, calendar feeds)
 * is keyed under this prefix: a change to any of them refreshes the board.
 */
export const planningKey = ['planning'] as const;
