import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { ErrorId } from './error-details';
import { appErrorsMessages } from './messages';

/** The card both fallbacks share: icon, title, message, Error ID, then their own actions. */
export function FallbackPanel({
  message,
  eventId,
  actions,
  footer,
  fullScreen = false,
}: {
  message: string;
  eventId: string | null;
  actions: ReactNode;
  footer?: ReactNode;
  /** Outside the layout (the whole app failed) rather than in place of one screen. */
  fullScreen?: boolean;
}) {
  const t = useT(appErrorsMessages);
  return (
    <div
      role="alert"
      className={cn(
        'flex justify-center',
        fullScreen ? 'min-h-dvh items-center bg-background p-4' : 'py-8 sm:py-12',
      )}
    >
      <div
        className={cn(
          'flex w-full flex-col items-center gap-4 rounded-xl border bg-card p-6 text-center sm:p-8',
          fullScreen ? 'max-w-md shadow-sm' : 'max-w-lg shadow-xs',
        )}
      >
        <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert className="size-6" aria-hidden />
        </div>
        <div className="space-y-1.5">
          <h1 className="text-lg font-semibold">{t('fallback.title')}</h1>
          <p className="text-sm text-muted-foreground">{message}</p>
        </div>
        <ErrorId eventId={eventId} />
        {actions}
        {footer}
      </div>
    </div>
  );
}
