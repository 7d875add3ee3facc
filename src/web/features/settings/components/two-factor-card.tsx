import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { MfaSetupResponse } from '@shared/schemas/auth';
import { lazySection } from '@web/components/lazy-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useSetupMfa } from '../api/setup-mfa';
import { settingsMessages } from '../messages';
import { MfaDisableForm } from './mfa-disable-form';

// Shown once set-up starts: the QR code and its form are not part of the settings page's first load.
const MfaSetupPanel = lazySection(
  () => import('./mfa-setup-panel').then((module) => module.MfaSetupPanel),
  null,
);

export function TwoFactorCard({ isEnabled }: { isEnabled: boolean }) {
  const t = useT(settingsMessages);
  const setupMfa = useSetupMfa();
  const [setup, setSetup] = useState<MfaSetupResponse['setup'] | null>(null);

  const startSetup = () =>
    setupMfa.mutate(undefined, {
      onSuccess: (response) => setSetup(response.setup),
      onError: (error) => toast({ variant: 'destructive', title: errorMessage(error, t('mfa.setupFailed')) }),
    });

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{t('mfa.title')}</CardTitle>
          <CardDescription>{t('mfa.description')}</CardDescription>
        </div>
        <Badge variant={isEnabled ? 'success' : 'secondary'} className="w-fit">
          {isEnabled ? (
            <ShieldCheck className="size-3.5" aria-hidden />
          ) : (
            <ShieldOff className="size-3.5" aria-hidden />
          )}
          {isEnabled ? t('mfa.statusEnabled') : t('mfa.statusNotEnabled')}
        </Badge>
      </CardHeader>
      <CardContent>
        {isEnabled ? <MfaDisableForm /> : null}
        {!isEnabled && setup ? <MfaSetupPanel setup={setup} onDone={() => setSetup(null)} /> : null}
        {!isEnabled && !setup ? (
          <Button onClick={startSetup} disabled={setupMfa.isPending}>
            {setupMfa.isPending ? <Spinner /> : <ShieldCheck aria-hidden />}
            {t('mfa.setUp')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
