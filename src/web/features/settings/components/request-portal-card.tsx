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
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import { useRequestPortalChanges } from '../api/request-portal';
import { settingsMessages } from '../messages';
import { NeedsConnection } from './needs-connection';

function PortalSettings({ settings }: { settings: RequestPortalSettings }) {
  const t = useT(settingsMessages);
  const { setEnabled, rotate } = useRequestPortalChanges();
  const online = useOnline();
  const switchId = useId();

  const toggle = (enabled: boolean) =>
    setEnabled.mutate(
      { current: settings, enabled },
      {
        onSuccess: () => toast({ title: enabled ? t('portal.isOn') : t('portal.isOff') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('portal.changeFailed'),
            description: errorMessage(error, t('common.tryAgain')),
          }),
      },
    );

  const replaceLink = () =>
    rotate.mutate(undefined, {
      onSuccess: () => toast({ title: t('portal.replaced'), description: t('portal.replacedDescription') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('portal.replaceFailed'),
          description: errorMessage(error, t('common.tryAgain')),
        }),
    });

  return (
    <CardContent className="grid gap-5">
      {online ? null : <NeedsConnection what="requestPortal" />}
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          checked={settings.enabled}
          disabled={!online || setEnabled.isPending}
          onCheckedChange={toggle}
        />
        <div className="grid gap-1">
          <Label htmlFor={switchId}>{t('portal.accept')}</Label>
          <p className="text-sm text-muted-foreground">
            {settings.enabled ? t('portal.acceptOn') : t('portal.acceptOff')}
          </p>
        </div>
      </div>
      <div className="grid gap-1">
        <p className="text-sm font-medium">{t('portal.link')}</p>
        <a
          href={settings.portalUrl}
          className="font-mono text-sm break-all text-primary underline-offset-4 hover:underline touch:inline-block touch:min-h-11"
        >
          {settings.portalUrl}
        </a>
        {settings.rotatedAt ? (
          <p className="text-xs text-muted-foreground">
            {t('portal.replacedAt', { date: formatDateTime(settings.rotatedAt) })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link href="/settings/request-portal/poster">
            <Printer aria-hidden />
            {t('portal.printPoster')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/equipment?labels">
            <QrCode aria-hidden />
            {t('portal.printLabels')}
          </Link>
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" disabled={!online || rotate.isPending}>
              <RotateCw aria-hidden />
              {t('portal.replace')}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('portal.replaceTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{t('portal.replaceDescription')}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={replaceLink}>
                {t('portal.replace')}
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
  const t = useT(settingsMessages);
  const portal = useRequestPortal();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('portal.title')}</CardTitle>
        <CardDescription>{t('portal.description')}</CardDescription>
      </CardHeader>
      <QueryState
        query={portal}
        errorTitle={t('portal.loadFailed')}
        loading={
          <CardContent className="grid gap-3" aria-label={t('portal.loading')}>
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
