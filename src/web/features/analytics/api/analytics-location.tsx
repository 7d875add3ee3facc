import { createContext, useContext, type ReactNode } from 'react';

/**
 * The part of the plant the figures are for (issue 24): a location and everything under it, or
 * null for the whole plant. The page holds it in the URL (`?location=`); the answers that can be
 * read per location (equipment performance, costs) ask for it, the others stay plant-wide.
 */
interface AnalyticsLocation {
  locationId: string | null;
  setLocationId: (locationId: string | null) => void;
}

const AnalyticsLocationContext = createContext<AnalyticsLocation>({
  locationId: null,
  setLocationId: () => undefined,
});

export function AnalyticsLocationProvider({
  value,
  children,
}: {
  value: AnalyticsLocation;
  children: ReactNode;
}) {
  return <AnalyticsLocationContext.Provider value={value}>{children}</AnalyticsLocationContext.Provider>;
}

export const useAnalyticsLocation = () => useContext(AnalyticsLocationContext);

/** The query of an answer read per location: its own parameters, and the location when one is chosen. */
export function scopedQuery(
  params: Record<string, string>,
  locationId: string | null,
): Record<string, string> {
  return locationId ? { ...params, locationId } : params;
}
