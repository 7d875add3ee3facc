/**
 * Secrets the e2e server runs with, so the browser tests can prove they reach no page
 * (issue 13: a canary secret appears in no response, signed in or not).
 */
export const CANARY = {
  jwtSecret: 'canary-jwt-7f3c9a1e5b2d8f4a6c0e9b7d3a1f5c8e',
  metricsToken: 'canary-metrics-2b8e4f6a0c9d7e1f3a5b',
  /** In the process environment only: nothing may read it, so nothing may show it. */
  environment: 'canary-environment-9d1f7b3e5a0c2e4f6a8b',
} as const;
