/** The printable pages' paths (routes.tsx registers them). */
export const sheetsPath = (ids: readonly string[]) => `/reports/print/work-orders?ids=${ids.join(',')}`;

export const summaryPath = (month: string) => `/reports/print/monthly-summary?month=${month}`;
