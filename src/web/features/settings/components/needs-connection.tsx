import { Alert } from '@web/components/ui/alert';
import { useT } from '@web/lib/i18n/use-t';
import { settingsMessages } from '../messages';

/** What waits for the network, each a sentence of its own in the catalogue. */
const NEEDS_CONNECTION = {
  approvalLimits: 'offline.approvalLimits',
  closeOutCodes: 'offline.closeOutCodes',
  downtimeReasons: 'offline.downtimeReasons',
  plantCosts: 'offline.plantCosts',
  requestPortal: 'offline.requestPortal',
} as const;

/**
 * Said where an admin operation waits for the network: plant settings and downtime reasons go
 * straight to the server, not through the offline queue (ADR 31).
 */
export function NeedsConnection({
  what,
  className,
}: {
  what: keyof typeof NEEDS_CONNECTION;
  className?: string;
}) {
  const t = useT(settingsMessages);
  return (
    <Alert title={t('offline.title')} className={className}>
      {t(NEEDS_CONNECTION[what])}
    </Alert>
  );
}
