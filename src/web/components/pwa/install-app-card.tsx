import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useT } from '@web/lib/i18n/use-t';
import { pwaMessages } from './messages';

/** Offers the browser's install (core spec §2 "Overlays"); Not now hides it for the session. */
export function InstallAppCard({
  onInstall,
  onDismiss,
  busy,
}: {
  onInstall: () => void;
  onDismiss: () => void;
  busy: boolean;
}) {
  const t = useT(pwaMessages);
  return (
    <Card role="region" aria-labelledby="install-app-title" className="flex gap-3 p-4 shadow-lg">
      <Download aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h2 id="install-app-title" className="text-sm font-semibold">
            {t('install.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('install.text')}</p>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            {t('install.notNow')}
          </Button>
          <Button size="sm" onClick={onInstall} disabled={busy}>
            {t('install.install')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
