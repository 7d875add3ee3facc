import type { HTMLAttributes, ReactNode } from 'react';
import { CircleExclamationPoint, Info } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** An inline message box; `destructive` ones are announced to screen readers at once. */
export function Alert({
  variant = 'default',
  title,
  children,
  className,
  ...props
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  variant?: 'default' | 'destructive';
  title?: ReactNode;
}) {
  const Icon = variant === 'destructive' ? CircleExclamationPoint : Info;
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-lg border px-4 py-3 text-sm',
        variant === 'destructive'
          ? 'border-destructive/30 bg-destructive/8 text-destructive'
          : 'border-border bg-muted/60 text-foreground',
        className,
      )}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className={title ? 'opacity-90' : undefined}>{children}</div> : null}
      </div>
    </div>
  );
}
