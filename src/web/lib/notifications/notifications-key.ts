/**
 * Every query of the user's notifications starts with this key (the header bell, the
 * dashboard's Recent Alerts): marking one read or a realtime arrival refreshes them all.
 */
export const notificationsKey = ['notifications'] as const;
