import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { FullScreenLoader } from '@web/components/full-screen-loader';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/lib/auth/auth-context';
import { useCan } from '@web/lib/permissions';
import { AccessDenied } from './access-denied';
import { ErrorBoundary } from './errors/error-boundary';
import { RouteErrorFallback } from './errors/route-error-fallback';
import { lazyPage, retryFailedPages } from './lazy-page';
import { findProtectedRoute, type ProtectedRoute } from './routes';

const SignInPage = lazyPage(() => import('@web/features/auth/pages/sign-in-page'));
const AppLayout = lazyPage(() => import('./layout/app-layout'));
const DebugPage = lazyPage(() => import('@web/features/debug/pages/debug-page'));
// A 404 is rare: its screen loads when it is needed, not with every visit's first page.
const NotFoundPage = lazyPage(() => import('./not-found-page'));
const NotFoundContent = lazyPage<{ isSignedIn?: boolean }>(() =>
  import('./not-found-page').then((m) => ({ default: m.NotFoundContent })),
);

function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Fieldwork`;
  }, [title]);
}

function PageLoader() {
  return (
    <div className="flex justify-center py-24 text-muted-foreground">
      <Spinner className="size-6" label="Loading page" />
    </div>
  );
}

function SignInRoute() {
  const { status } = useAuth();
  useDocumentTitle('Sign in');
  if (status === 'loading') return <FullScreenLoader />;
  if (status === 'authenticated') return <Redirect to="/dashboard" replace />;
  return (
    <ErrorBoundary
      fallback={RouteErrorFallback}
      onReset={retryFailedPages}
      context={{ boundary: 'route', route: 'sign-in' }}
    >
      <Suspense fallback={<FullScreenLoader message="Loading…" />}>
        <SignInPage />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The debug dashboard, outside the guard and the layout (operations spec §2): it answers a
 * visitor, and a signed-in admin more, so it waits for the stored session to be checked.
 */
function DebugRoute() {
  const { status } = useAuth();
  useDocumentTitle('Debug Dashboard');
  if (status === 'loading') return <FullScreenLoader />;
  return (
    <ErrorBoundary
      fallback={RouteErrorFallback}
      onReset={retryFailedPages}
      context={{ boundary: 'route', route: 'debug' }}
    >
      <Suspense fallback={<FullScreenLoader message="Loading…" />}>
        <DebugPage />
      </Suspense>
    </ErrorBoundary>
  );
}

/** One screen inside the layout: its permission check, its chunk, its own error boundary. */
function RouteView({ route }: { route: ProtectedRoute | undefined }) {
  const { user } = useAuth();
  const isAllowed = useCan(route?.permission);
  const [location] = useLocation();
  useDocumentTitle(route?.title ?? 'Page not found');

  let content = route?.element ?? <NotFoundContent />;
  if (route && user && !isAllowed) content = <AccessDenied screenTitle={route.title} role={user.role} />;
  return (
    // Keyed by location: moving to another screen clears an error shown on the last one.
    <ErrorBoundary
      key={location}
      fallback={RouteErrorFallback}
      onReset={retryFailedPages}
      context={{ boundary: 'route', path: location }}
    >
      <Suspense fallback={<PageLoader />}>{content}</Suspense>
    </ErrorBoundary>
  );
}

/** Every path that is not sign-in: the auth guard, then the layout with the screen, or the 404. */
function WorkspaceRoute() {
  const { status } = useAuth();
  const [location] = useLocation();
  const route = findProtectedRoute(location);

  if (status === 'loading') return <FullScreenLoader />;
  if (status === 'unauthenticated') return route ? <Redirect to="/login" replace /> : <NotFoundPage />;
  return (
    <ErrorBoundary fallback={RouteErrorFallback} onReset={retryFailedPages} context={{ boundary: 'layout' }}>
      <Suspense fallback={<FullScreenLoader />}>
        <AppLayout>
          <RouteView route={route} />
        </AppLayout>
      </Suspense>
    </ErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <Switch>
      <Route path="/login" component={SignInRoute} />
      <Route path="/auth" component={SignInRoute} />
      <Route path="/debug" component={DebugRoute} />
      <Route component={WorkspaceRoute} />
    </Switch>
  );
}
