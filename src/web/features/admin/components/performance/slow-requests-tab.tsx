import { Timer } from 'lucide-react';
import { PERFORMANCE_THRESHOLDS, SLOW_REQUEST_MS } from '@shared/monitoring/thresholds';
import type { SlowRequest } from '@shared/schemas/performance';
import { QueryState } from '@web/components/query-state';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { formatNumber, formatTime } from '@web/lib/formatting';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { useSlowRequests } from '../../api/list-slow-requests';
import { formatMs, levelClass } from '../shared/figures';
import { SectionCard } from '../shared/section-card';
import { NothingSlow, PERFORMANCE_ERROR, ListSkeleton } from './list-states';

function statusVariant(statusCode: number): BadgeVariant {
  if (statusCode >= 500) return 'destructive';
  if (statusCode >= 400) return 'warning';
  return 'secondary';
}

function SlowRequestsTable({ requests }: { requests: readonly SlowRequest[] }) {
  return (
    <Table aria-label="Slow requests">
      <TableHeader>
        <TableRow>
          <TableHead>Method</TableHead>
          <TableHead>Path</TableHead>
          <TableHead className="text-right">Time</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>At</TableHead>
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
              {formatMs(request.responseTime)}
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
  return (
    <ul className="divide-y" aria-label="Slow requests">
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
              {formatMs(request.responseTime)}
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
  const slowRequests = useSlowRequests();
  const isMobile = useIsMobile();
  return (
    <SectionCard
      title="Slow Requests"
      description={`Requests over ${formatNumber(SLOW_REQUEST_MS)} ms, the slowest first`}
    >
      <QueryState
        query={slowRequests}
        errorTitle={PERFORMANCE_ERROR}
        loading={<ListSkeleton label="Loading slow requests" />}
      >
        {(data) =>
          data.requests.length === 0 ? (
            <NothingSlow icon={Timer} title="No slow requests detected" thresholdMs={data.thresholdMs} />
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
