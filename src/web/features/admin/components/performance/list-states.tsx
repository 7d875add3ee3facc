import type { LucideIcon } from 'lucide-react';
import { Skeletons } from '@web/components/query-state';
import { EmptyState } from '@web/components/ui/empty-state';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';

/** The key of the error title of every performance query. */
export const PERFORMANCE_ERROR = 'performance.error';

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
  const t = useT(adminMessages);
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={t('performance.nothingSlow', { threshold: formatNumber(thresholdMs) })}
      className="py-8 sm:py-10"
    />
  );
}
