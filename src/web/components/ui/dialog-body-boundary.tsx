import { Suspense, type ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * Holds a dialog's contents while a part of them waits (its language's texts, loading the first
 * time that part shows). Without it the wait reaches the page's boundary, which hides and shows
 * the open dialog again; its focus trap then registers anew above a dialog opened from it, and
 * pulls the focus out of the one in front (a German stock adjustment took no typing).
 */
export function DialogBodyBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner className="mx-auto my-6 size-5 text-muted-foreground" />}>
      {children}
    </Suspense>
  );
}
