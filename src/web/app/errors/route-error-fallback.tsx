import { House, Mail, RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button, buttonClasses } from '@web/components/ui/button';
import { isChunkLoadError } from '@web/lib/error-log';
import { ErrorDetailsToggle, ErrorId } from './error-details';
import { FALLBACK_MESSAGE, FALLBACK_TITLE } from './error-fallback';
import type { FallbackProps } from './error-boundary';
import { buildIssueReportLink } from './report-issue';

const CHUNK_LOAD_MESSAGE =
  'This screen could not be downloaded. Check your connection, then try again or refresh the page.';

/** The fuller fallback used around each route, inside the layout (core spec §2). */
export function RouteErrorFallback({ error, eventId, occurredAt, resetError }: FallbackProps) {
  const [, navigate] = useLocation();
  const message = isChunkLoadError(error) ? CHUNK_LOAD_MESSAGE : FALLBACK_MESSAGE;
  return (
    <div role="alert" className="flex justify-center py-8 sm:py-12">
      <div className="flex w-full max-w-lg flex-col items-center gap-4 rounded-xl border bg-card p-6 text-center shadow-xs sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert className="size-6" aria-hidden />
        </div>
        <div className="space-y-1.5">
          <h1 className="text-lg font-semibold">{FALLBACK_TITLE}</h1>
          <p className="text-sm text-muted-foreground">{message}</p>
        </div>
        <ErrorId eventId={eventId} />
        <div className="grid w-full grid-cols-1 gap-2 sm:grid-cols-2">
          <Button onClick={resetError}>
            <RotateCcw aria-hidden />
            Try Again
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              navigate('/dashboard');
              resetError();
            }}
          >
            <House aria-hidden />
            Go Home
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            Refresh Page
          </Button>
          <a
            href={buildIssueReportLink({ error, eventId, occurredAt })}
            className={buttonClasses({ variant: 'outline' })}
          >
            <Mail aria-hidden />
            Report Issue
          </a>
        </div>
        <ErrorDetailsToggle error={error} />
      </div>
    </div>
  );
}
