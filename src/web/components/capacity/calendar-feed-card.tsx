import { useState } from 'react';
import { CalendarSync } from 'lucide-react';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { formatDate } from '@web/lib/formatting';
import { toast } from '@web/lib/toast/toast-store';
import { useCalendarFeed } from './api/get-calendar-feed';
import { useIssueCalendarFeed } from './api/issue-calendar-feed';
import { useRevokeCalendarFeed } from './api/revoke-calendar-feed';
import { CopyAddressButton } from './copy-address-button';
import { useT } from '@web/lib/i18n/use-t';
import { capacityMessages } from './messages';

/** The address just issued: the server keeps only its hash, so this is the one time it can be shown. */
function IssuedAddress({ address }: { address: string }) {
  const t = useT(capacityMessages);
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3">
      <p className="text-sm">{t('feed.issuedHelp')}</p>
      <div className="flex gap-2">
        <Input
          readOnly
          value={address}
          aria-label={t('feed.address')}
          onFocus={(event) => event.target.select()}
        />
        <CopyAddressButton address={address} />
      </div>
    </div>
  );
}

/**
 * The technician's planned orders as a calendar subscription (iCalendar). Issuing gives a secret
 * address, shown once; issuing again replaces it, and Revoke stops it.
 */
export function CalendarFeedCard({ userId, name }: { userId: string; name: string }) {
  const t = useT(capacityMessages);
  const feed = useCalendarFeed(userId);
  const issue = useIssueCalendarFeed(userId);
  const revoke = useRevokeCalendarFeed(userId);
  const [address, setAddress] = useState<string | null>(null);

  const issueAddress = () =>
    issue.mutate(undefined, {
      // The server answers a path; a phone's calendar needs the whole address.
      onSuccess: (issued) => setAddress(new URL(issued.url, window.location.origin).href),
      onError: (error) =>
        toast({ variant: 'destructive', title: errorMessage(error, t('feed.issueFailed')) }),
    });
  const revokeFeed = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setAddress(null);
        toast({ title: t('feed.revoked') });
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: errorMessage(error, t('feed.revokeFailed')) }),
    });

  return (
    <QueryState
      query={feed}
      errorTitle={t('feed.fetchFailed')}
      loading={<Skeleton className="h-10 w-full" />}
    >
      {({ active, createdAt }) => (
        <div className="grid gap-3">
          <p className="text-sm wrap-anywhere text-muted-foreground">
            {active && createdAt
              ? t('feed.active', { date: formatDate(createdAt), name })
              : t('feed.none', { name })}
          </p>
          {address ? <IssuedAddress address={address} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={issueAddress} disabled={issue.isPending}>
              {issue.isPending ? <Spinner /> : <CalendarSync aria-hidden />}
              {active ? t('feed.issueNew') : t('feed.issue')}
            </Button>
            {active ? (
              <ConfirmDeleteDialog
                trigger={
                  <Button variant="ghost" disabled={revoke.isPending}>
                    {t('feed.revoke')}
                  </Button>
                }
                title={t('feed.revokeTitle')}
                description={t('feed.revokeDescription', { name })}
                confirmLabel={t('feed.revoke')}
                onConfirm={revokeFeed}
              />
            ) : null}
          </div>
          {active && !address ? (
            <p className="text-xs text-muted-foreground">{t('feed.replaceHint')}</p>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
