import type { Distribution } from '@shared/schemas/planning';

/**
 * Each order's version as the preview planned it, for Apply: an order someone changed since is
 * refused with 409, never scheduled from a plan made of its old state.
 */
export function previewedVersions(distribution: Distribution | null): Record<string, number> {
  if (!distribution) return {};
  return Object.fromEntries(
    [...distribution.placements, ...distribution.unplaced].map((order) => [order.workOrderId, order.version]),
  );
}
