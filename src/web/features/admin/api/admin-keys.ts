/** Query keys of the admin screens: this instance's health and its measured performance. */
export const adminKeys = {
  all: () => ['admin'] as const,
  health: () => [...adminKeys.all(), 'health'] as const,
  performance: () => [...adminKeys.all(), 'performance'] as const,
  performanceSummary: () => [...adminKeys.performance(), 'summary'] as const,
  slowRequests: () => [...adminKeys.performance(), 'slow-requests'] as const,
  slowQueries: () => [...adminKeys.performance(), 'slow-queries'] as const,
  recommendations: () => [...adminKeys.performance(), 'recommendations'] as const,
};
