import { useMemo, useState } from 'react';
import { Inbox } from 'lucide-react';
import { useRequestLabels } from '@web/components/requests/use-request-labels';
import { LoadMoreButton } from '@web/components/load-more-button';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useT } from '@web/lib/i18n/use-t';
import { useNow } from '@web/lib/use-now';
import { useRequestPages, type RequestFilter } from '../api/list-requests';
import { RequestCard } from '../components/request-card';
import { triageOrder } from '../components/triage-order';
import { requestsMessages } from '../messages';

const FILTERS: readonly RequestFilter[] = ['received', 'accepted', 'merged', 'rejected', 'all'];

function isFilter(value: string): value is RequestFilter {
  return FILTERS.some((filter) => filter === value);
}

/** Requests from the portal (issue 23): the triage queue, new ones first. */
export default function RequestsPage() {
  const t = useT(requestsMessages);
  const labels = useRequestLabels();
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
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <Tabs value={filter} onValueChange={(value) => isFilter(value) && setFilter(value)}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <TabsList aria-label={t('list.show')}>
            {FILTERS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {value === 'all' ? t('list.all') : labels.status(value)}
              </TabsTrigger>
            ))}
          </TabsList>
          {total !== undefined && requests ? (
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {requests.length < total
                ? t('list.showing', { shown: String(requests.length), total })
                : t('list.count', { total })}
            </p>
          ) : null}
        </div>
        {/* The list is the chosen filter's tab panel. */}
        <TabsContent value={filter} className="mt-0">
          <QueryState
            query={{ ...pages, data: requests }}
            errorTitle={t('list.loadFailed')}
            loading={<Skeletons count={4} label={t('list.loading')} />}
            isEmpty={(data) => data.length === 0}
            empty={
              <Card className="border-dashed">
                <EmptyState icon={Inbox} title={t('list.emptyTitle')} description={t(`empty.${filter}`)} />
              </Card>
            }
          >
            {(data) => (
              <div className="grid gap-3">
                <ul className="grid gap-3" aria-label={t('list.title')}>
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
        </TabsContent>
      </Tabs>
    </>
  );
}
