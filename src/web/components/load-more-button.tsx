import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { componentsMessages } from '@web/components/messages';

/** The next page of a list, on request: "Load more", busy while it loads. */
export function LoadMoreButton({
  onLoadMore,
  isLoading,
  size,
  className,
}: {
  onLoadMore: () => void;
  isLoading: boolean;
  size?: 'sm';
  className?: string;
}) {
  const t = useT(componentsMessages);
  return (
    <Button variant="outline" size={size} className={className} onClick={onLoadMore} disabled={isLoading}>
      {isLoading ? <Spinner /> : null}
      {isLoading ? t('loading') : t('loadMore')}
    </Button>
  );
}
