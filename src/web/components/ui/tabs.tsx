import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

export const Tabs = TabsPrimitive.Root;

/**
 * `inline` scrolls sideways when the tabs do not fit; `grid` wraps them into rows (give the
 * column count in className, e.g. grid-cols-3), so none hides behind a swipe on a phone.
 */
export function TabsList({
  className,
  layout = 'inline',
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { layout?: 'inline' | 'grid' }) {
  return (
    <TabsPrimitive.List
      className={cn(
        'max-w-full items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        layout === 'grid' ? 'grid w-full' : 'inline-flex overflow-x-auto',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-8 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors touch:h-11 touch:min-w-11',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4 focus-visible:outline-none', className)} {...props} />;
}
