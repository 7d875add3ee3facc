import { RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { ErrorDetailsToggle } from './error-details';
import type { FallbackProps } from './error-boundary';
import { FALLBACK_MESSAGE, FallbackPanel } from './fallback-panel';

/** The generic fallback (core spec §2): used around the whole app, outside the layout. */
export function ErrorFallback({
  error,
  eventId,
  resetError,
  showDetails = false,
}: FallbackProps & { showDetails?: boolean }) {
  return (
    <FallbackPanel
      fullScreen
      message={FALLBACK_MESSAGE}
      eventId={eventId}
      actions={
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
      }
      footer={showDetails ? <ErrorDetailsToggle error={error} /> : null}
    />
  );
}
