import { RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { ErrorDetailsToggle, ErrorId } from './error-details';
import type { FallbackProps } from './error-boundary';

export const FALLBACK_TITLE = 'Something went wrong';
export const FALLBACK_MESSAGE = 'An unexpected error occurred. Please try refreshing the page.';

/** The generic fallback (core spec §2): used around the whole app, outside the layout. */
export function ErrorFallback({
  error,
  eventId,
  resetError,
  showDetails = false,
}: FallbackProps & { showDetails?: boolean }) {
  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-background p-4">
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-xl border bg-card p-6 text-center shadow-sm sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert className="size-6" aria-hidden />
        </div>
        <div className="space-y-1.5">
          <h1 className="text-lg font-semibold">{FALLBACK_TITLE}</h1>
          <p className="text-sm text-muted-foreground">{FALLBACK_MESSAGE}</p>
        </div>
        <ErrorId eventId={eventId} />
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={resetError}>
            <RotateCcw aria-hidden />
            Try Again
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            Refresh Page
          </Button>
        </div>
        {showDetails ? <ErrorDetailsToggle error={error} /> : null}
      </div>
    </div>
  );
}
