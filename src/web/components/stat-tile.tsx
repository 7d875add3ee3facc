import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';

/** A figure with its title, icon and a line of context: the dashboard's tile, used by every summary row. */
export function StatTile({
  title,
  icon: Icon,
  iconClassName,
  valueClassName,
  className,
  headingLevel = 2,
  children,
  footer,
}: {
  title: string;
  icon: LucideIcon;
  iconClassName: string;
  valueClassName?: string;
  className?: string;
  /** 3 where the tiles sit under a section heading of their own. */
  headingLevel?: 2 | 3;
  children: ReactNode;
  footer: ReactNode;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Card className={cn('p-4 sm:p-5', className)} role="group" aria-label={title}>
      <div className="flex items-start justify-between gap-2">
        <Heading className="text-sm font-medium text-muted-foreground">{title}</Heading>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', iconClassName)}>
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p
        className={cn(
          'mt-2 truncate text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl',
          valueClassName,
        )}
      >
        {children}
      </p>
      <div className="mt-1 text-xs text-muted-foreground">{footer}</div>
    </Card>
  );
}

/** The tiles' placeholders while their figures load. */
export function StatTileSkeletons({
  label,
  count = 4,
  className = 'grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4',
  tileClassName,
}: {
  label: string;
  count?: number;
  className?: string;
  tileClassName?: (index: number) => string | undefined;
}) {
  return (
    <div className={className} aria-label={label}>
      {Array.from({ length: count }, (_, tile) => (
        <Card key={tile} className={cn('grid grid-cols-1 gap-3 p-4 sm:p-5', tileClassName?.(tile))}>
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-3 w-32" />
        </Card>
      ))}
    </div>
  );
}
