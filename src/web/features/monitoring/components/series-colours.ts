/** The monitoring charts' series colours, one per measured figure. */
export const SERIES_COLOURS = {
  cpu: 'var(--info)',
  memory: 'var(--priority-high)',
  responseTime: 'var(--primary)',
  connections: 'var(--status-assigned)',
  succeeded: 'var(--success)',
  errors: 'var(--destructive)',
  current: 'var(--primary)',
  target: 'var(--muted-foreground)',
} as const;
