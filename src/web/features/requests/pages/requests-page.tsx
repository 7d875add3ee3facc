import { useMemo, useState } from 'react';
import { Inbox } from 'lucide-react';
import { REQUEST_STATUS_LABELS } from '@web/components/requests/labels';
import { LoadMoreButton } from '@web/components/load-more-button';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Tabs, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { formatCount } from '@web/lib/formatting';
import { useNow } from '@web/lib/use-now';
import { useRequestPages, type RequestFilter } from '../api/list-requests';
import { RequestCard } from '../components/request-card';
import { triageOrder } from '../components/triage-order';

const FILTERS: readonly (readonly [RequestFilter, string])[] = [
  ['received', REQUEST_STATUS_LABELS.received],
  ['accepted', REQUEST_STATUS_LABELS.accepted],
  ['merged', REQUEST_STATUS_LABELS.merged],
  ['rejected', REQUEST_STATUS_LABELS.rejected],
  ['all', 'All'],
];

const EMPTY_TEXT: Readonly<Record<RequestFilter, string>> = {
  received: 'Nothing is waiting: new requests from the portal show here as they arrive.',
  accepted: 'No request has been accepted yet.',
  merged: 'No request has been merged into a work order yet.',
  rejected: 'No request has been rejected.',
  all: 'Nobody has sent a request through the portal yet.',
};

function isFilter(value: string): value is RequestFilter {
  return FILTERS.some(([filter]) => filter === value);
}

/** Requests from the portal (issue 23): the triage queue, new ones first. */
export default function RequestsPage() {
  const [filter, setFilter] = useState<RequestFilter>('received');
  const pages = useRequestPages(filter);
  // The ages ("12 min ago") move on while the queue is open.
  const now = useNow(60_000);
  const requests = useMemo(
    () => (pages.data ? triageOrder(pages.data.pages.flatMap((page) => page.items)) : undefined),
    [pages.data],
  );
  const total = pages.data?.pages[0]?.total;
  return (
    <>
      <PageHeader
        title="Requests"
        description="Problems reported by anyone through the request portal: approve, merge or reject each one."
      />
      <Tabs value={filter} onValueChange={(value) => isFilter(value) && setFilter(value)}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <TabsList aria-label="Show">
            {FILTERS.map(([value, label]) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {total !== undefined && requests ? (
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {requests.length < total
                ? `Showing ${requests.length} of ${formatCount(total, 'request')}`
                : formatCount(total, 'request')}
            </p>
          ) : null}
        </div>
      </Tabs>
      <QueryState
        query={{ ...pages, data: requests }}
        errorTitle="Failed to fetch requests"
        loading={<Skeletons count={4} label="Loading requests" />}
        isEmpty={(data) => data.length === 0}
        empty={
          <Card className="border-dashed">
            <EmptyState icon={Inbox} title="No requests" description={EMPTY_TEXT[filter]} />
          </Card>
        }
      >
        {(data) => (
          <div className="grid gap-3">
            <ul className="grid gap-3" aria-label="Requests">
              {data.map((request) => (
                <li key={request.id}>
                  <RequestCard request={request} now={now} />
                </li>
              ))}
            </ul>
            {pages.hasNextPage ? (
              <LoadMoreButton
                className="justify-self-center"
                onLoadMore={() => void pages.fetchNextPage()}
                isLoading={pages.isFetchingNextPage}
              />
            ) : null}
          </div>
        )}
      </QueryState>
    </>
  );
}
