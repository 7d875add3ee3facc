import { cn } from '@web/lib/cn';

/** The Fieldwork mark: a hex nut with a check, the job done. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="var(--color-primary)" />
      <path
        d="M16 5.5 25.1 10.75v10.5L16 26.5 6.9 21.25v-10.5Z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <path
        d="m11.6 16.2 3.1 3.1 5.8-6.2"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BrandLogo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 text-lg font-semibold tracking-tight', className)}>
      <BrandMark className={markClassName} />
      Fieldwork
    </span>
  );
}
