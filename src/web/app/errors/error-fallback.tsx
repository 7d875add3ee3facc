import { RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n/use-t';
import { ErrorDetailsToggle } from './error-details';
import type { FallbackProps } from './error-boundary';
import { FallbackPanel } from './fallback-panel';
import { appErrorsMessages } from './messages';

/** The generic fallback (core spec §2): used around the whole app, outside the layout. */
export function ErrorFallback({
  error,
  eventId,
  resetError,
  showDetails = false,
}: FallbackProps & { showDetails?: boolean }) {
  const t = useT(appErrorsMessages);
  return (
    <FallbackPanel
      fullScreen
      message={t('fallback.message')}
      eventId={eventId}
      actions={
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={resetError}>
            <RotateCcw aria-hidden />
            {t('action.tryAgain')}
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            {t('action.refresh')}
          </Button>
        </div>
      }
      footer={showDetails ? <ErrorDetailsToggle error={error} /> : null}
    />
  );
}
