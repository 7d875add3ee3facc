import { CircleCheck, CircleX } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { useT } from '@web/lib/i18n/use-t';
import type { EndpointResult } from '../api/test-endpoints';
import { monitoringMessages } from '../messages';

/** The tester's HTTP method: a code, the same in every language. */
const METHOD = 'GET';

/** One endpoint's answer: status code, success, error, and the raw body (collapsible, scrollable). */
export function EndpointResultCard({ result }: { result: EndpointResult }) {
  const t = useT(monitoringMessages);
  const Icon = result.isSuccess ? CircleCheck : CircleX;
  return (
    <Card role="group" aria-label={result.endpoint} className="min-w-0 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <Icon
            className={result.isSuccess ? 'size-4 shrink-0 text-success' : 'size-4 shrink-0 text-destructive'}
            aria-hidden
          />
          <code className="truncate text-sm font-medium">
            {METHOD} {result.endpoint}
          </code>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant="outline">
            {result.status === null
              ? t('endpoint.statusNone')
              : t('endpoint.status', { status: result.status })}
          </Badge>
          <Badge variant={result.isSuccess ? 'success' : 'destructive'}>
            {result.isSuccess ? t('endpoint.success') : t('endpoint.failed')}
          </Badge>
        </div>
      </div>
      {result.error ? (
        <p className="mt-2 text-sm break-words text-destructive">
          {t('endpoint.error', { error: result.error })}
        </p>
      ) : null}
      <details className="mt-3 rounded-md border bg-muted/40">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium select-none">
          {t('endpoint.raw')}
        </summary>
        <pre className="max-h-80 overflow-auto border-t px-3 py-2 text-xs leading-relaxed">
          {JSON.stringify(result.response, null, 2)}
        </pre>
      </details>
    </Card>
  );
}
