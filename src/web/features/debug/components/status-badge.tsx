import { Badge } from '@web/components/ui/badge';

export type CheckTone = 'pass' | 'warn' | 'fail';

const VARIANT = { pass: 'success', warn: 'warning', fail: 'destructive' } as const;

/** Green for a passing check or a reachable service, amber for a warning, red for a failure. */
export function StatusBadge({ tone, children }: { tone: CheckTone; children: string }) {
  return <Badge variant={VARIANT[tone]}>{children}</Badge>;
}
