import { RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useT } from '@web/lib/i18n/use-t';
import { pwaMessages } from './messages';

/** A new version finished installing and waits for the user (core spec §2 "Overlays"). */
export function UpdateAvailableCard({ onUpdate, updating }: { onUpdate: () => void; updating: boolean }) {
  const t = useT(pwaMessages);
  return (
    <Card role="region" aria-labelledby="update-available-title" className="flex gap-3 p-4 shadow-lg">
      <RefreshCw aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h2 id="update-available-title" className="text-sm font-semibold">
            {t('update.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('update.text')}</p>
        </div>
        <div className="flex justify-end">
          <Button size="sm" onClick={onUpdate} disabled={updating}>
            {updating ? t('update.updating') : t('update.update')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
