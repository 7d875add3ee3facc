/** Query keys of the admin screens: this instance's health, its measured performance and the Mail log. */
export const adminKeys = {
  all: () => ['admin'] as const,
  health: () => [...adminKeys.all(), 'health'] as const,
  performance: () => [...adminKeys.all(), 'performance'] as const,
  performanceSummary: () => [...adminKeys.performance(), 'summary'] as const,
  slowRequests: () => [...adminKeys.performance(), 'slow-requests'] as const,
  slowQueries: () => [...adminKeys.performance(), 'slow-queries'] as const,
  recommendations: () => [...adminKeys.performance(), 'recommendations'] as const,
  mail: (state: string) => [...adminKeys.all(), 'mail', state] as const,
};
