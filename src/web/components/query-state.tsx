import { Fragment, type ReactNode } from 'react';
import { CloudOff } from 'lucide-react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { NotOnDeviceError } from '@web/lib/replica/local-reads/local-answer';
import { useT } from '@web/lib/i18n/use-t';
import { componentsMessages } from '@web/components/messages';
import { libMessages } from '@web/lib/messages';

/** What QueryState reads from a TanStack query (or from a list screen's props). */
export interface QueryLike<TData> {
  isPending: boolean;
  isError: boolean;
  data: TData | undefined;
  error?: unknown;
  refetch: () => unknown;
}

/** The spec's failure message ("Failed to fetch vendors") with a way to ask again. */
export function QueryError({
  title,
  reason,
  error,
  onRetry,
  className,
}: {
  title: string;
  /** The server's own words, where the screen shows them under the title. */
  reason?: string;
  /** What failed: a read the device cannot answer offline is told calmly, not as a failure. */
  error?: unknown;
  onRetry: () => unknown;
  className?: string;
}) {
  const t = useT(componentsMessages);
  const lib = useT(libMessages);
  if (error instanceof NotOnDeviceError)
    return <OfflineNotice message={lib(error.key, error.values)} className={className} />;
  return (
    <Alert variant="destructive" title={title} className={className}>
      {reason ? <p>{reason}</p> : null}
      <Button variant="outline" size="sm" className="mt-2" onClick={() => void onRetry()}>
        {t('query.tryAgain')}
      </Button>
    </Alert>
  );
}

/**
 * Offline, where the device holds no copy of what a screen shows (server-computed figures,
 * records outside the person's working set): what it is and when it comes back (ADR 42).
 */
export function OfflineNotice({ message, className }: { message: string; className?: string }) {
  const t = useT(componentsMessages);
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-md border border-dashed p-4 text-sm ${className ?? ''}`}
    >
      <CloudOff className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div>
        <p className="font-medium">{t('query.offline')}</p>
        <p className="text-muted-foreground">{message}</p>
      </div>
    </div>
  );
}

/** `count` placeholders while a list loads: rows by default, or any shape the screen draws. */
export function Skeletons({
  count,
  label,
  className = 'grid gap-3',
  as: List = 'div',
  children = () => <Skeleton className="h-12 w-full" />,
}: {
  count: number;
  /** Read by screen readers while the placeholders show ("Loading vendors"). */
  label: string;
  className?: string;
  /** 'ul' when each placeholder is an <li>, as the loaded list's items are. */
  as?: 'div' | 'ul';
  children?: (index: number) => ReactNode;
}) {
  return (
    <List className={className} aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Fragment key={index}>{children(index)}</Fragment>
      ))}
    </List>
  );
}

/**
 * A query's four faces, in one place for every screen: the skeleton while it loads, the spec's
 * error with Try again when there is nothing to show, the empty state, then the data. An error
 * on a refetch keeps the data on screen (the list stays usable).
 */
export function QueryState<TData>({
  query,
  errorTitle,
  loading,
  isEmpty,
  empty,
  errorClassName,
  showReason = false,
  children,
}: {
  query: QueryLike<TData>;
  errorTitle: string;
  loading: ReactNode;
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  errorClassName?: string;
  /** Adds the server's message under the title. */
  showReason?: boolean;
  children: (data: TData) => ReactNode;
}) {
  if (query.isPending) return <>{loading}</>;
  const data = query.data;
  const isEmptyData = data === undefined || (isEmpty?.(data) ?? false);
  if (query.isError && isEmptyData) {
    return (
      <QueryError
        title={errorTitle}
        reason={showReason ? errorMessage(query.error, '') : undefined}
        error={query.error}
        onRetry={query.refetch}
        className={errorClassName}
      />
    );
  }
  if (data === undefined) return null;
  if (isEmptyData && empty !== undefined) return <>{empty}</>;
  return <>{children(data)}</>;
}
