import { CircleCheck, CircleX } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import type { EndpointResult } from '../api/test-endpoints';

/** One endpoint's answer: status code, success, error, and the raw body (collapsible, scrollable). */
export function EndpointResultCard({ result }: { result: EndpointResult }) {
  const Icon = result.isSuccess ? CircleCheck : CircleX;
  return (
    <Card role="group" aria-label={result.endpoint} className="min-w-0 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <Icon
            className={result.isSuccess ? 'size-4 shrink-0 text-success' : 'size-4 shrink-0 text-destructive'}
            aria-hidden
          />
          <code className="truncate text-sm font-medium">GET {result.endpoint}</code>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant="outline">Status {result.status ?? 'none'}</Badge>
          <Badge variant={result.isSuccess ? 'success' : 'destructive'}>
            {result.isSuccess ? 'Success' : 'Failed'}
          </Badge>
        </div>
      </div>
      {result.error ? (
        <p className="mt-2 text-sm break-words text-destructive">Error: {result.error}</p>
      ) : null}
      <details className="mt-3 rounded-md border bg-muted/40">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium select-none">Raw response</summary>
        <pre className="max-h-80 overflow-auto border-t px-3 py-2 text-xs leading-relaxed">
          {JSON.stringify(result.response, null, 2)}
        </pre>
      </details>
    </Card>
  );
}
