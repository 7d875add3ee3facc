import type { LucideIcon } from 'lucide-react';
import { Skeletons } from '@web/components/query-state';
import { EmptyState } from '@web/components/ui/empty-state';
import { formatNumber } from '@web/lib/formatting';

export const PERFORMANCE_ERROR = 'Unable to load performance data';

/** A list's placeholder rows while it loads. */
export function ListSkeleton({ label }: { label: string }) {
  return <Skeletons count={5} label={label} />;
}

/** What an empty slow list says, and which threshold it was measured against. */
export function NothingSlow({
  icon,
  title,
  thresholdMs,
}: {
  icon: LucideIcon;
  title: string;
  thresholdMs: number;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={`Nothing took longer than ${formatNumber(thresholdMs)} ms in the measured window.`}
      className="py-8 sm:py-10"
    />
  );
}
