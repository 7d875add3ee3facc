/**
 * Query keys of downtime, shared by the screens that show it (a work order's downtime, an
 * asset's status and history). Every downtime change invalidates `downtimeKeys.all`.
 */
export const downtimeKeys = {
  all: ['downtime'] as const,
  /** The downtime a work order caused or covers, whole. */
  forOrder: (workOrderId: string) => ['downtime', 'order', workOrderId] as const,
  /** An asset's history, newest first, page by page. */
  history: (equipmentId: string) => ['downtime', 'history', equipmentId] as const,
  /** The asset's open record, if it is down now. */
  open: (equipmentId: string) => ['downtime', 'open', equipmentId] as const,
  /** An open record of an asset it is part of that stops its children (issue 24). */
  fromAbove: (equipmentId: string) => ['downtime', 'from-above', equipmentId] as const,
  /** Records overlapping the last `days` days, for the asset's total. */
  recent: (equipmentId: string, days: number) => ['downtime', 'recent', equipmentId, days] as const,
};

/** The organization's reasons (settings change them; every downtime form offers them). */
export const downtimeReasonsKey = ['downtime-reasons'] as const;
