import { useId } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { errorMessage } from '@web/lib/api-client';
import type { PushSupport } from '@web/lib/push/push-environment';
import { usePushOnThisDevice, type PushStatus } from '@web/lib/push/use-push-on-this-device';
import { toast } from '@web/lib/toast/toast-store';

const STATUS_TEXT: Record<PushStatus, string> = {
  on: 'On: this device shows Fieldwork notifications even when the app is closed.',
  off: 'Off. When you turn it on, the browser asks whether Fieldwork may show notifications.',
  working: 'Working…',
  denied: 'Blocked in this browser.',
  unsupported: 'Not available in this browser.',
};

const UNSUPPORTED_TEXT: Record<Exclude<PushSupport, 'supported'>, string> = {
  insecure: 'Push notifications need a secure connection: open Fieldwork through an https:// address.',
  browser:
    'This browser cannot receive push notifications. Current Chrome, Edge, Firefox and Safari can; on iPhone and iPad, only apps added to the Home Screen get them.',
};

/** The browser's message for its own failures (no push service, say), the server's for ours. */
function failureText(error: unknown): string {
  return errorMessage(error, error instanceof Error ? error.message : 'Something went wrong.');
}

export function PushNotificationsCard() {
  const push = usePushOnThisDevice();
  const switchId = useId();
  const statusId = `${switchId}-status`;

  const turnOn = () =>
    push.enable().then(
      (state) => {
        if (state === 'on') toast({ title: 'Push notifications are on for this device' });
        if (state === 'off')
          toast({
            title: 'Notifications were not allowed',
            description: 'Choose Allow when the browser asks.',
          });
      },
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Push notifications could not be turned on',
          description: failureText(error),
        }),
    );

  const turnOff = () =>
    push.disable().then(
      () => toast({ title: 'Push notifications are off for this device' }),
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Push notifications could not be turned off',
          description: failureText(error),
        }),
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Push notifications</CardTitle>
        <CardDescription>
          Alerts on this phone or computer while Fieldwork is closed. Each device and browser is set up on its
          own.
        </CardDescription>
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
            <Label htmlFor={switchId}>Push notifications on this device</Label>
            <p id={statusId} className="flex items-center gap-1.5 text-sm text-muted-foreground">
              {push.status === 'working' ? <Spinner /> : null}
              {STATUS_TEXT[push.status]}
            </p>
          </div>
        </div>
        {push.status === 'denied' ? (
          <Alert title="Notifications are blocked for Fieldwork in this browser">
            To allow them again, open the site settings (the icon at the left of the address bar), set
            Notifications to Allow and reload this page. On a phone, look in the browser’s Settings under Site
            settings › Notifications.
          </Alert>
        ) : null}
        {push.status === 'unsupported' && push.support !== 'supported' ? (
          <Alert>{UNSUPPORTED_TEXT[push.support]}</Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
