import { House, Mail, RefreshCw, RotateCcw } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button, buttonClasses } from '@web/components/ui/button';
import { isChunkLoadError } from '@web/lib/error-log';
import { useT } from '@web/lib/i18n/use-t';
import { ErrorDetailsToggle } from './error-details';
import type { FallbackProps } from './error-boundary';
import { FallbackPanel } from './fallback-panel';
import { appErrorsMessages } from './messages';
import { buildIssueReportLink } from './report-issue';

/** The fuller fallback used around each route, inside the layout (core spec §2). */
export function RouteErrorFallback({ error, eventId, occurredAt, resetError }: FallbackProps) {
  const [, navigate] = useLocation();
  const t = useT(appErrorsMessages);
  return (
    <FallbackPanel
      message={isChunkLoadError(error) ? t('fallback.chunkLoad') : t('fallback.message')}
      eventId={eventId}
      actions={
        <div className="grid w-full grid-cols-1 gap-2 sm:grid-cols-2">
          <Button onClick={resetError}>
            <RotateCcw aria-hidden />
            {t('action.tryAgain')}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              navigate('/dashboard');
              resetError();
            }}
          >
            <House aria-hidden />
            {t('action.goHome')}
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            {t('action.refresh')}
          </Button>
          <a
            href={buildIssueReportLink({ error, eventId, occurredAt, prompt: t('report.prompt') })}
            className={buttonClasses({ variant: 'outline' })}
          >
            <Mail aria-hidden />
            {t('action.reportIssue')}
          </a>
        </div>
      }
      footer={<ErrorDetailsToggle error={error} />}
    />
  );
}
