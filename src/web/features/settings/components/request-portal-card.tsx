import { useId } from 'react';
import { Printer, QrCode, RotateCw } from 'lucide-react';
import { Link } from 'wouter';
import type { RequestPortalSettings } from '@shared/schemas/requests';
import { QueryState } from '@web/components/query-state';
import { useRequestPortal } from '@web/components/request-portal/request-portal';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { errorMessage } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/formatting';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import { useRequestPortalChanges } from '../api/request-portal';
import { NeedsConnection } from './needs-connection';

function PortalSettings({ settings }: { settings: RequestPortalSettings }) {
  const { setEnabled, rotate } = useRequestPortalChanges();
  const online = useOnline();
  const switchId = useId();

  const toggle = (enabled: boolean) =>
    setEnabled.mutate(
      { current: settings, enabled },
      {
        onSuccess: () => toast({ title: enabled ? 'The request portal is on' : 'The request portal is off' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'The request portal could not be changed',
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );

  const replaceLink = () =>
    rotate.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'The request link was replaced', description: 'Print new labels and a new poster.' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'The request link could not be replaced',
          description: errorMessage(error, 'Please try again.'),
        }),
    });

  return (
    <CardContent className="grid gap-5">
      {online ? null : <NeedsConnection what="Changing the request portal" />}
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          checked={settings.enabled}
          disabled={!online || setEnabled.isPending}
          onCheckedChange={toggle}
        />
        <div className="grid gap-1">
          <Label htmlFor={switchId}>Accept requests</Label>
          <p className="text-sm text-muted-foreground">
            {settings.enabled
              ? 'On: anyone with the link or a label can report a problem.'
              : 'Off: the link and the labels show that they are not in use.'}
          </p>
        </div>
      </div>
      <div className="grid gap-1">
        <p className="text-sm font-medium">Request link</p>
        <a
          href={settings.portalUrl}
          className="font-mono text-sm break-all text-primary underline-offset-4 hover:underline"
        >
          {settings.portalUrl}
        </a>
        {settings.rotatedAt ? (
          <p className="text-xs text-muted-foreground">{`Replaced ${formatDateTime(settings.rotatedAt)}`}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link href="/settings/request-portal/poster">
            <Printer aria-hidden />
            Print poster
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/equipment?labels">
            <QrCode aria-hidden />
            Print asset labels
          </Link>
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" disabled={!online || rotate.isPending}>
              <RotateCw aria-hidden />
              Replace link
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Replace the request link?</AlertDialogTitle>
              <AlertDialogDescription>
                The current link stops working at once: every printed label and poster that carries it will
                say that it is no longer in use. Print new labels and a new poster afterwards. Requests
                already sent are kept.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={replaceLink}>
                Replace link
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </CardContent>
  );
}

/** Settings → Request portal (issue 23), for those with 'portal.manage'. */
export function RequestPortalCard() {
  const portal = useRequestPortal();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Request portal</CardTitle>
        <CardDescription>
          Let anyone report a problem from a phone, without an account: by the link, the poster or the QR code
          on an asset&apos;s label.
        </CardDescription>
      </CardHeader>
      <QueryState
        query={portal}
        errorTitle="Failed to fetch the request portal"
        loading={
          <CardContent className="grid gap-3" aria-label="Loading the request portal">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-5 w-full" />
          </CardContent>
        }
      >
        {(settings) => <PortalSettings settings={settings} />}
      </QueryState>
    </Card>
  );
}
