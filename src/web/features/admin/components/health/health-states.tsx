import { ServerCrash } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';

export function HealthLoading() {
  const t = useT(adminMessages);
  return (
    <Card role="status" className="flex items-center justify-center gap-2 p-10 text-sm text-muted-foreground">
      <Spinner />
      <span>{t('health.loading')}</span>
    </Card>
  );
}

/** Operations spec §2's error card, with Retry. */
export function HealthError({ onRetry }: { onRetry: () => unknown }) {
  const t = useT(adminMessages);
  return (
    <Card role="alert">
      <EmptyState
        icon={ServerCrash}
        title={t('health.loadFailed')}
        description={t('health.loadFailedDescription')}
        action={
          <Button variant="outline" onClick={() => void onRetry()}>
            {t('health.retry')}
          </Button>
        }
      />
    </Card>
  );
}
