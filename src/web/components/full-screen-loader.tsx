import { BrandMark } from './brand-logo';
import { Spinner } from './ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { componentsMessages } from '@web/components/messages';

export function FullScreenLoader({ message }: { message?: string }) {
  const t = useT(componentsMessages);
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6"
    >
      <BrandMark className="size-11" />
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        <span>{message ?? t('loader.workspace')}</span>
      </div>
    </div>
  );
}
