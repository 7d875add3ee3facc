import { FlaskConical, Route } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { TESTED_ENDPOINTS, useTestAllEndpoints } from '../api/test-endpoints';
import { EndpointResultCard } from '../components/endpoint-result-card';
import { monitoringMessages } from '../messages';

/** Monitoring endpoint tester (operations spec §2): every monitoring call with the user's own token. */
export default function MonitoringDebugPage() {
  const t = useT(monitoringMessages);
  const test = useTestAllEndpoints();
  const results = test.data;
  const passed = results?.filter((result) => result.isSuccess).length ?? 0;
  return (
    <>
      <PageHeader
        title={t('debug.title')}
        description={t('debug.description')}
        actions={
          <Button onClick={() => test.mutate()} disabled={test.isPending}>
            {test.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <FlaskConical className="size-4" aria-hidden />
            )}
            {t('debug.testAll')}
          </Button>
        }
      />
      {results ? (
        <div className="grid gap-3">
          <p role="status" className="text-sm text-muted-foreground">
            {t('debug.passed', { passed: formatNumber(passed), total: formatNumber(results.length) })}
          </p>
          {results.map((result) => (
            <EndpointResultCard key={result.endpoint} result={result} />
          ))}
        </div>
      ) : (
        <Card>
          <EmptyState
            icon={Route}
            title={t('debug.emptyTitle')}
            description={t('debug.emptyDescription', { count: TESTED_ENDPOINTS.length })}
          />
        </Card>
      )}
    </>
  );
}
