import { useId } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { errorMessage } from '@web/lib/api-client';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import type { PushSupport } from '@web/lib/push/push-environment';
import { usePushOnThisDevice, type PushStatus } from '@web/lib/push/use-push-on-this-device';
import { toast } from '@web/lib/toast/toast-store';
import { settingsMessages } from '../messages';

const STATUS_TEXT = {
  on: 'push.status.on',
  off: 'push.status.off',
  working: 'push.status.working',
  denied: 'push.status.denied',
  unsupported: 'push.status.unsupported',
} as const satisfies Record<PushStatus, string>;

const UNSUPPORTED_TEXT = {
  insecure: 'push.unsupported.insecure',
  browser: 'push.unsupported.browser',
} as const satisfies Record<Exclude<PushSupport, 'supported'>, string>;

/** The browser's message for its own failures (no push service, say), the server's for ours. */
function failureText(t: TextsOf<typeof settingsMessages>, error: unknown): string {
  return errorMessage(error, error instanceof Error ? error.message : t('push.somethingWrong'));
}

export function PushNotificationsCard() {
  const t = useT(settingsMessages);
  const push = usePushOnThisDevice();
  const switchId = useId();
  const statusId = `${switchId}-status`;

  const turnOn = () =>
    push.enable().then(
      (state) => {
        if (state === 'on') toast({ title: t('push.turnedOn') });
        if (state === 'off')
          toast({
            title: t('push.notAllowed'),
            description: t('push.notAllowedDescription'),
          });
      },
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: t('push.turnOnFailed'),
          description: failureText(t, error),
        }),
    );

  const turnOff = () =>
    push.disable().then(
      () => toast({ title: t('push.turnedOff') }),
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: t('push.turnOffFailed'),
          description: failureText(t, error),
        }),
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('push.title')}</CardTitle>
        <CardDescription>{t('push.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-start gap-3">
          <Switch
            id={switchId}
            aria-describedby={statusId}
            checked={push.status === 'on'}
            disabled={push.status !== 'on' && push.status !== 'off'}
            onCheckedChange={(checked) => void (checked ? turnOn() : turnOff())}
            className="mt-0.5"
          />
          <div className="grid gap-1.5">
            <Label htmlFor={switchId}>{t('push.thisDevice')}</Label>
            <p id={statusId} className="flex items-center gap-1.5 text-sm text-muted-foreground">
              {push.status === 'working' ? <Spinner /> : null}
              {t(STATUS_TEXT[push.status])}
            </p>
          </div>
        </div>
        {push.status === 'denied' ? (
          <Alert title={t('push.blockedTitle')}>{t('push.blockedDescription')}</Alert>
        ) : null}
        {push.status === 'unsupported' && push.support !== 'supported' ? (
          <Alert>{t(UNSUPPORTED_TEXT[push.support])}</Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
