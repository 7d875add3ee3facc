import { useState } from 'react';
import { Mail } from 'lucide-react';
import { MAIL_STATES, type MailState } from '@shared/domain';
import { isHealthDetails } from '@shared/schemas/health';
import type { MailMessage } from '@shared/schemas/mail';
import { LoadMoreButton } from '@web/components/load-more-button';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { EnumSelect } from '@web/components/ui/enum-select';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page-header';
import { SKELETON_ROWS } from '@shared/constants';
import { useT } from '@web/lib/i18n/use-t';
import { useHealth } from '../api/get-health';
import { useMailPages } from '../api/list-mail';
import { MailBodyDialog } from '../components/mail/mail-body-dialog';
import { MAIL_STATE_LABELS } from '../components/mail/mail-state-badge';
import { MailTable } from '../components/mail/mail-table';
import { adminMessages } from '../messages';

type StateFilter = MailState | 'all';
const FILTER_OPTIONS = [
  ['all', 'mail.allStates'],
  ...MAIL_STATES.map((state) => [state, MAIL_STATE_LABELS[state]] as const),
] as const;

/** The empty list's title for each filter. */
const EMPTY_TITLES = {
  all: 'mail.empty.all',
  sent: 'mail.empty.sent',
  pending: 'mail.empty.pending',
  failed: 'mail.empty.failed',
  not_sent: 'mail.empty.notSent',
} as const satisfies Record<StateFilter, string>;

/** Whether this instance has no SMTP_URL, from the health details it gives admins. */
function useNoMailServer(): boolean {
  const health = useHealth();
  return (
    health.data !== undefined && isHealthDetails(health.data) && health.data.features.mail === 'disabled'
  );
}

/** Administration → Mail log: every mail the product wrote, and what became of it (issue 23). */
export default function MailLogPage() {
  const t = useT(adminMessages);
  const [filter, setFilter] = useState<StateFilter>('all');
  const [open, setOpen] = useState<MailMessage | null>(null);
  const pages = useMailPages(filter === 'all' ? '' : filter);
  const noMailServer = useNoMailServer();
  const mails = pages.data?.pages.flatMap((page) => page.items);
  const total = pages.data?.pages[0]?.total ?? 0;

  return (
    <>
      <PageHeader title={t('mail.title')} description={t('mail.description')} />
      {noMailServer ? <Alert className="mb-4" title={t('mail.noServer')} /> : null}
      <Card className="overflow-hidden">
        <div className="flex items-center gap-3 border-b p-4">
          <Label htmlFor="mail-state-filter">{t('mail.column.state')}</Label>
          <EnumSelect
            id="mail-state-filter"
            value={filter}
            onChange={setFilter}
            options={FILTER_OPTIONS.map(([value, label]) => [value, t(label)] as const)}
            className="w-44"
          />
        </div>
        <QueryState
          query={{ ...pages, data: mails }}
          errorTitle={t('mail.loadFailed')}
          errorClassName="m-4"
          loading={<Skeletons count={SKELETON_ROWS} label={t('mail.loading')} className="grid gap-3 p-4" />}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              icon={Mail}
              title={t(EMPTY_TITLES[filter])}
              description={t('mail.emptyDescription')}
            />
          }
        >
          {(list) => (
            <>
              <MailTable mails={list} onOpen={setOpen} />
              <div className="flex items-center justify-between gap-3 border-t px-4 py-3">
                <p className="text-xs text-muted-foreground">
                  {list.length < total
                    ? t('mail.countOfTotal', { count: list.length, total: String(total) })
                    : t('mail.count', { count: total })}
                </p>
                {pages.hasNextPage ? (
                  <LoadMoreButton
                    size="sm"
                    onLoadMore={() => void pages.fetchNextPage()}
                    isLoading={pages.isFetchingNextPage}
                  />
                ) : null}
              </div>
            </>
          )}
        </QueryState>
      </Card>
      <MailBodyDialog mail={open} onClose={() => setOpen(null)} />
    </>
  );
}
