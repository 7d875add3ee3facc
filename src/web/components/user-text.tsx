import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/**
 * Text that people typed (descriptions, notes, names, numbers, addresses), as every screen shows
 * it. A word longer than its line (a pasted link, a serial, a token thousands of characters long)
 * breaks where it has to instead of widening its card, and with it the page (issue 22).
 *
 * `overflow-wrap: anywhere`, not `break-word`: only `anywhere` counts the break opportunities in
 * the text's min-content width, which is what lets the flex and grid boxes around it shrink to
 * the screen. Ordinary text still wraps between words. It is set on the text alone, never on a
 * whole card: a short label beside long text must keep its words whole.
 */
export function UserText({
  children,
  multiline = false,
  className,
}: {
  children: ReactNode;
  /** Keeps the line breaks the person typed (notes, addresses). */
  multiline?: boolean;
  className?: string;
}) {
  return (
    <span className={cn('wrap-anywhere', multiline && 'whitespace-pre-wrap', className)}>{children}</span>
  );
}
