import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';

/** A figure with its title, icon and a line of context, in the dashboard's tile style. */
export function StatTile({
  title,
  icon: Icon,
  iconClassName,
  valueClassName,
  children,
  footer,
}: {
  title: string;
  icon: LucideIcon;
  iconClassName: string;
  valueClassName?: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-5" role="group" aria-label={title}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', iconClassName)}>
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p
        className={cn('mt-2 text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl', valueClassName)}
      >
        {children}
      </p>
      <div className="mt-1 text-xs text-muted-foreground">{footer}</div>
    </Card>
  );
}

export function StatTileSkeletons({ label }: { label: string }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-label={label}>
      {[0, 1, 2, 3].map((tile) => (
        <Card key={tile} className="grid grid-cols-1 gap-3 p-4 sm:p-5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-3 w-32" />
        </Card>
      ))}
    </div>
  );
}
