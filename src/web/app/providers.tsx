import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useAuth } from '@web/lib/auth/auth-context';
import { AuthProvider } from '@web/lib/auth/auth-provider';
import { getToastState, subscribeToasts } from '@web/lib/toast/toast-store';

// The toast UI is not needed for first paint: it loads right after, and the toast store
// (in the entry) keeps any toast raised meanwhile until it mounts.
const Toaster = lazy(() =>
  import('@web/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

const hasToasts = () => getToastState().toasts.length > 0;

/**
 * The toasts and the screen reader's live regions beside them, once someone is signed in or a
 * toast is raised: a signed-out visit to sign-in shows neither, so it does not download them
 * (ADR 69); a toast raised there ("Signed in") loads them and waits in the store meanwhile.
 */
function ToasterWhenNeeded() {
  const { status } = useAuth();
  const toastRaised = useSyncExternalStore(subscribeToasts, hasToasts, hasToasts);
  if (status !== 'authenticated' && !toastRaised) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The session and the toasts; the query cache comes with the screens that read through it (query-root.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <ToasterWhenNeeded />
    </AuthProvider>
  );
}
