/**
 * Every parts query starts with this (inventory, the work-order part picker, purchasing), so a
 * stock change anywhere refreshes every list, tile and detail that shows a level.
 */
export const partsKey = ['parts'] as const;
