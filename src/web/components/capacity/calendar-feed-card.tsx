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

/** The address just issued: the server keeps only its hash, so this is the one time it can be shown. */
function IssuedAddress({ address }: { address: string }) {
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3">
      <p className="text-sm">
        Add this address to your phone&apos;s calendar as a subscription. It is shown only now: copy it before
        you close this window.
      </p>
      <div className="flex gap-2">
        <Input
          readOnly
          value={address}
          aria-label="Calendar feed address"
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
  const feed = useCalendarFeed(userId);
  const issue = useIssueCalendarFeed(userId);
  const revoke = useRevokeCalendarFeed(userId);
  const [address, setAddress] = useState<string | null>(null);

  const issueAddress = () =>
    issue.mutate(undefined, {
      // The server answers a path; a phone's calendar needs the whole address.
      onSuccess: (issued) => setAddress(new URL(issued.url, window.location.origin).href),
      onError: (error) =>
        toast({ variant: 'destructive', title: errorMessage(error, 'Failed to issue the calendar feed') }),
    });
  const revokeFeed = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setAddress(null);
        toast({ title: 'Calendar feed revoked' });
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: errorMessage(error, 'Failed to revoke the calendar feed') }),
    });

  return (
    <QueryState
      query={feed}
      errorTitle="Failed to fetch the calendar feed"
      loading={<Skeleton className="h-10 w-full" />}
    >
      {({ active, createdAt }) => (
        <div className="grid gap-3">
          <p className="text-sm wrap-anywhere text-muted-foreground">
            {active && createdAt
              ? `Issued ${formatDate(createdAt)}. ${name}'s planned orders appear in any calendar subscribed to it.`
              : `No calendar feed. Issue one to see ${name}'s planned orders in a phone's calendar.`}
          </p>
          {address ? <IssuedAddress address={address} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={issueAddress} disabled={issue.isPending}>
              {issue.isPending ? <Spinner /> : <CalendarSync aria-hidden />}
              {active ? 'Issue a new address' : 'Issue calendar feed'}
            </Button>
            {active ? (
              <ConfirmDeleteDialog
                trigger={
                  <Button variant="ghost" disabled={revoke.isPending}>
                    Revoke
                  </Button>
                }
                title="Revoke the calendar feed?"
                description={`Calendars subscribed to its address stop getting ${name}'s planned orders.`}
                confirmLabel="Revoke"
                onConfirm={revokeFeed}
              />
            ) : null}
          </div>
          {active && !address ? (
            <p className="text-xs text-muted-foreground">
              A new address replaces the old one: calendars subscribed to the old address stop updating.
            </p>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
