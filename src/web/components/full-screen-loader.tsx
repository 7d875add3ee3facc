import { BrandMark } from './brand-logo';
import { Spinner } from './ui/spinner';

export function FullScreenLoader({ message = 'Loading your workspace…' }: { message?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6"
    >
      <BrandMark className="size-11" />
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        <span>{message}</span>
      </div>
    </div>
  );
}
