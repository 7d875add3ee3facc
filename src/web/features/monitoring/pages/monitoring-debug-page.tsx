import { FlaskConical, Route } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { formatNumber } from '@web/lib/formatting';
import { TESTED_ENDPOINTS, useTestAllEndpoints } from '../api/test-endpoints';
import { EndpointResultCard } from '../components/endpoint-result-card';

/** Monitoring endpoint tester (operations spec §2): every monitoring call with the user's own token. */
export default function MonitoringDebugPage() {
  const test = useTestAllEndpoints();
  const results = test.data;
  const passed = results?.filter((result) => result.isSuccess).length ?? 0;
  return (
    <>
      <PageHeader
        title="Monitoring endpoint tester"
        description="Call each monitoring endpoint with your own sign-in and inspect its status and raw response."
        actions={
          <Button onClick={() => test.mutate()} disabled={test.isPending}>
            {test.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <FlaskConical className="size-4" aria-hidden />
            )}
            Test All API Endpoints
          </Button>
        }
      />
      {results ? (
        <div className="grid gap-3">
          <p role="status" className="text-sm text-muted-foreground">
            {formatNumber(passed)} of {formatNumber(results.length)} endpoints answered successfully.
          </p>
          {results.map((result) => (
            <EndpointResultCard key={result.endpoint} result={result} />
          ))}
        </div>
      ) : (
        <Card>
          <EmptyState
            icon={Route}
            title="No endpoint tests run yet"
            description={`Test All API Endpoints calls the ${TESTED_ENDPOINTS.length} endpoints and shows each one's status, success, error and raw response.`}
          />
        </Card>
      )}
    </>
  );
}
