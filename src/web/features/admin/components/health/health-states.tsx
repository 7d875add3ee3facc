import { ServerCrash } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Spinner } from '@web/components/ui/spinner';

export function HealthLoading() {
  return (
    <Card role="status" className="flex items-center justify-center gap-2 p-10 text-sm text-muted-foreground">
      <Spinner />
      <span>Loading health data...</span>
    </Card>
  );
}

/** Operations spec §2's error card, with Retry. */
export function HealthError({ onRetry }: { onRetry: () => unknown }) {
  return (
    <Card role="alert">
      <EmptyState
        icon={ServerCrash}
        title="Failed to Load Health Data"
        description="Unable to fetch system health information"
        action={
          <Button variant="outline" onClick={() => void onRetry()}>
            Retry
          </Button>
        }
      />
    </Card>
  );
}
