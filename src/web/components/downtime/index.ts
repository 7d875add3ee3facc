import { lazyDialog } from '../lazy-dialog';
export { BackInServiceButton } from './back-in-service-button';
export { refreshAfterDowntimeChange } from './change-downtime';
export { DownSince } from './down-since';
export { DowntimeList } from './downtime-list';
export { formatDowntimeTotal, formatMoment } from './downtime-format';
export { byPosition, useDowntimeReasons } from './list-downtime-reasons';
export {
  DOWNTIME_PAGE_SIZE,
  useDowntimeHistory,
  useOpenDowntime,
  useOrderDowntime,
  useRecentDowntime,
  useStoppedFromAbove,
} from './list-downtime';
export { hoursDownWithin } from './pending-downtime';
export { PlannedBadge } from './planned-field';
export { downtimeKeys, downtimeReasonsKey } from './query-keys';
export type { DowntimeTarget } from './record-downtime-dialog';
export { useDowntimeWithPending, useDownNow } from './use-downtime-with-pending';

/** Loaded when first opened: its form, select and their libraries are not part of a screen's first load. */
export const RecordDowntimeDialog = lazyDialog(() =>
  import('./record-downtime-dialog').then((module) => module.RecordDowntimeDialog),
);
