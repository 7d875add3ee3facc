import { Timer } from 'lucide-react';
import { PERFORMANCE_THRESHOLDS, SLOW_REQUEST_MS } from '@shared/monitoring/thresholds';
import type { SlowRequest } from '@shared/schemas/performance';
import { QueryState } from '@web/components/query-state';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { formatNumber, formatTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { useSlowRequests } from '../../api/list-slow-requests';
import { adminMessages } from '../../messages';
import { formatMs, levelClass } from '../shared/figures';
import { SectionCard } from '../shared/section-card';
import { NothingSlow, PERFORMANCE_ERROR, ListSkeleton } from './list-states';

function statusVariant(statusCode: number): BadgeVariant {
  if (statusCode >= 500) return 'destructive';
  if (statusCode >= 400) return 'warning';
  return 'secondary';
}

function SlowRequestsTable({ requests }: { requests: readonly SlowRequest[] }) {
  const t = useT(adminMessages);
  return (
    <Table aria-label={t('slowRequests.label')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('slowRequests.method')}</TableHead>
          <TableHead>{t('slowRequests.path')}</TableHead>
          <TableHead className="text-right">{t('slow.time')}</TableHead>
          <TableHead>{t('slowRequests.status')}</TableHead>
          <TableHead>{t('slow.at')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {requests.map((request) => (
          <TableRow key={`${request.timestamp}-${request.method}-${request.path}`}>
            <TableCell>
              <Badge variant="outline" className="font-mono">
                {request.method}
              </Badge>
            </TableCell>
            <TableCell className="min-w-48 font-mono text-xs break-all">{request.path}</TableCell>
            <TableCell
              className={cn(
                'text-right font-medium whitespace-nowrap tabular-nums',
                levelClass(request.responseTime, PERFORMANCE_THRESHOLDS.responseTimeMs),
              )}
            >
              {formatMs(t, request.responseTime)}
            </TableCell>
            <TableCell>
              <Badge variant={statusVariant(request.statusCode)}>{request.statusCode}</Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {formatTime(request.timestamp, { seconds: true })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SlowRequestItems({ requests }: { requests: readonly SlowRequest[] }) {
  const t = useT(adminMessages);
  return (
    <ul className="divide-y" aria-label={t('slowRequests.label')}>
      {requests.map((request) => (
        <li
          key={`${request.timestamp}-${request.method}-${request.path}`}
          className="grid gap-1.5 py-3 first:pt-0 last:pb-0"
        >
          <div className="flex items-center justify-between gap-3">
            <Badge variant="outline" className="font-mono">
              {request.method}
            </Badge>
            <span
              className={cn(
                'font-medium tabular-nums',
                levelClass(request.responseTime, PERFORMANCE_THRESHOLDS.responseTimeMs),
              )}
            >
              {formatMs(t, request.responseTime)}
            </span>
          </div>
          <p className="font-mono text-xs break-all">{request.path}</p>
          <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
            <Badge variant={statusVariant(request.statusCode)}>{request.statusCode}</Badge>
            <span>{formatTime(request.timestamp, { seconds: true })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Requests over the slow threshold (operations spec §9), the slowest first. */
export function SlowRequestsTab() {
  const t = useT(adminMessages);
  const slowRequests = useSlowRequests();
  const isMobile = useIsMobile();
  return (
    <SectionCard
      title={t('slowRequests.title')}
      description={t('slowRequests.description', { threshold: formatNumber(SLOW_REQUEST_MS) })}
    >
      <QueryState
        query={slowRequests}
        errorTitle={t(PERFORMANCE_ERROR)}
        loading={<ListSkeleton label={t('slowRequests.loading')} />}
      >
        {(data) =>
          data.requests.length === 0 ? (
            <NothingSlow icon={Timer} title={t('slowRequests.none')} thresholdMs={data.thresholdMs} />
          ) : isMobile ? (
            <SlowRequestItems requests={data.requests} />
          ) : (
            <SlowRequestsTable requests={data.requests} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
