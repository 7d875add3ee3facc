import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../../messages';

/** The dashboard polls on its own: a pulsing dot says the figures are live. */
export function LiveIndicator() {
  const t = useT(monitoringMessages);
  return (
    <span
      role="status"
      className="inline-flex items-center gap-2 rounded-full border border-success/30 bg-success/10 px-3 py-1 text-sm font-medium text-success"
    >
      <span className="relative flex size-2.5" aria-hidden>
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2.5 rounded-full bg-success" />
      </span>
      {t('live')}
    </span>
  );
}
