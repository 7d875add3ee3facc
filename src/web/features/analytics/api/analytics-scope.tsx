import { createContext, useContext, type ReactNode } from 'react';

/**
 * The part of the plant the figures are for (issue 24): a location and everything under it, an
 * asset and its parts, or neither for the whole plant. The page holds it in the URL
 * (`?location=` or `?parent=`); the answers that can be read so (equipment performance, costs)
 * ask for it, the others stay plant-wide.
 */
export interface AnalyticsSubtree {
  locationId: string | null;
  parentId: string | null;
}

interface AnalyticsScopeState {
  scope: AnalyticsSubtree;
  /** A location (null: the whole plant); choosing one leaves an asset's scope. */
  setLocationId: (locationId: string | null) => void;
}

const WHOLE_PLANT: AnalyticsSubtree = { locationId: null, parentId: null };

const AnalyticsScopeContext = createContext<AnalyticsScopeState>({
  scope: WHOLE_PLANT,
  setLocationId: () => undefined,
});

export function AnalyticsScopeProvider({
  value,
  children,
}: {
  value: AnalyticsScopeState;
  children: ReactNode;
}) {
  return <AnalyticsScopeContext.Provider value={value}>{children}</AnalyticsScopeContext.Provider>;
}

export const useAnalyticsScope = () => useContext(AnalyticsScopeContext);

export const isWholePlant = (scope: AnalyticsSubtree) => scope.locationId === null && scope.parentId === null;

/** The query of an answer read per subtree: its own parameters, and the location or asset when one is chosen. */
export function scopedQuery(params: Record<string, string>, scope: AnalyticsSubtree): Record<string, string> {
  return {
    ...params,
    ...(scope.locationId ? { locationId: scope.locationId } : {}),
    ...(scope.parentId ? { parentId: scope.parentId } : {}),
  };
}
