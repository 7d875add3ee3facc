import { RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';

/** Asks again at once instead of waiting for the next poll; the icon turns while it asks. */
export function RefreshButton({
  onRefresh,
  isRefreshing,
}: {
  onRefresh: () => unknown;
  isRefreshing: boolean;
}) {
  const t = useT(adminMessages);
  return (
    <Button variant="outline" onClick={() => void onRefresh()} disabled={isRefreshing}>
      <RefreshCw className={cn(isRefreshing && 'animate-spin')} aria-hidden />
      {t('refresh')}
    </Button>
  );
}
