import { Suspense, type ReactNode } from 'react';
import { ChartNoAxesColumn } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/**
 * A titled card holding one lazily loaded chart (a skeleton of its height while Recharts
 * downloads), a sentence for screen readers, or why there is nothing to draw.
 */
export function ChartFrame({
  title,
  description,
  summary,
  empty,
  height,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** What the chart shows, read by screen readers. */
  summary: string;
  /** Shown instead of the chart; undefined when there is data. */
  empty?: ReactNode;
  height: number;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-label={title} className="min-w-0">
      <CardHeader className="pb-2">
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {empty === undefined ? (
          <figure role="img" aria-label={summary} className="m-0 min-w-0">
            <Suspense fallback={<Skeleton className="w-full" style={{ height }} />}>{children}</Suspense>
          </figure>
        ) : (
          <div className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            <ChartNoAxesColumn className="size-6" aria-hidden />
            <p className="max-w-sm">{empty}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
