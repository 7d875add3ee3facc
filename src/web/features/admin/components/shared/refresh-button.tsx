import { RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

/** Asks again at once instead of waiting for the next poll; the icon turns while it asks. */
export function RefreshButton({
  onRefresh,
  isRefreshing,
}: {
  onRefresh: () => unknown;
  isRefreshing: boolean;
}) {
  return (
    <Button variant="outline" onClick={() => void onRefresh()} disabled={isRefreshing}>
      <RefreshCw className={cn(isRefreshing && 'animate-spin')} aria-hidden />
      Refresh
    </Button>
  );
}
