import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

/** Initials on a tinted disc; photos arrive with user profiles later. */
export function Avatar({ initials, className }: { initials: string; className?: string }) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-sm font-semibold text-primary select-none',
        className,
      )}
    >
      <AvatarPrimitive.Fallback aria-hidden>{initials}</AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
