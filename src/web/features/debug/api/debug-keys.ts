/**
 * Query keys of the debug answers, per viewer: a signed-in admin is answered more than a
 * visitor, so signing in or out must not show the other's answer.
 */
export const debugKeys = {
  all: () => ['debug'] as const,
  health: (viewer: string) => [...debugKeys.all(), 'health', viewer] as const,
  env: (viewer: string) => [...debugKeys.all(), 'env', viewer] as const,
  testSummary: (viewer: string) => [...debugKeys.all(), 'test-summary', viewer] as const,
};
