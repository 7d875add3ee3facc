import { House, Mail, RefreshCw, RotateCcw } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button, buttonClasses } from '@web/components/ui/button';
import { isChunkLoadError } from '@web/lib/error-log';
import { ErrorDetailsToggle } from './error-details';
import type { FallbackProps } from './error-boundary';
import { FALLBACK_MESSAGE, FallbackPanel } from './fallback-panel';
import { buildIssueReportLink } from './report-issue';

const CHUNK_LOAD_MESSAGE =
  'This screen could not be downloaded. Check your connection, then try again or refresh the page.';

/** The fuller fallback used around each route, inside the layout (core spec §2). */
export function RouteErrorFallback({ error, eventId, occurredAt, resetError }: FallbackProps) {
  const [, navigate] = useLocation();
  return (
    <FallbackPanel
      message={isChunkLoadError(error) ? CHUNK_LOAD_MESSAGE : FALLBACK_MESSAGE}
      eventId={eventId}
      actions={
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
      }
      footer={<ErrorDetailsToggle error={error} />}
    />
  );
}
