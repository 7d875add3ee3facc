import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { FullScreenLoader } from '@web/components/full-screen-loader';
import { useAuth } from '@web/lib/auth/auth-context';
import { useT } from '@web/lib/i18n/use-t';
import { useDocumentTitle } from './document-title';
import { ErrorBoundary } from './errors/error-boundary';
import { appErrorsMessages } from './errors/messages';
import { RouteErrorFallback } from './errors/route-error-fallback';
import { lazyPage, retryFailedPages } from './lazy-page';
import { isWorkspacePath } from './route-paths';

const SignInPage = lazyPage(() => import('@web/features/auth/pages/sign-in-page'));
// The layout's chunk and the shared one import each other; opened through a module of the shared
// chunk, the layout's chunk runs first, as it must (ADR 62; the build checks the door is there).
const Workspace = lazyPage(async () => {
  await import('./layout/navigation');
  return import('./workspace');
});
// Its reads go through the app's query cache, which loads beside it (the entry has none, ADR 69).
const DebugPage = lazyPage(async () => {
  const [{ QueryRoot }, { default: Page }] = await Promise.all([
    import('./query-root'),
    import('@web/features/debug/pages/debug-page'),
  ]);
  function DebugPageWithQueries() {
    return (
      <QueryRoot>
        <Page />
      </QueryRoot>
    );
  }
  return { default: DebugPageWithQueries };
});
// A 404 is rare: its screen loads when it is needed, not with every visit's first page.
const NotFoundPage = lazyPage(() => import('./not-found-page'));

function SignInRoute() {
  const { status } = useAuth();
  const t = useT(appErrorsMessages);
  useDocumentTitle(t('title.signIn'));
  if (status === 'loading') return <FullScreenLoader />;
  if (status === 'authenticated') return <Redirect to="/dashboard" replace />;
  return (
    <ErrorBoundary
      fallback={RouteErrorFallback}
      onReset={retryFailedPages}
      context={{ boundary: 'route', route: 'sign-in' }}
    >
      <Suspense fallback={<FullScreenLoader message={t('loading')} />}>
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
  const t = useT(appErrorsMessages);
  useDocumentTitle(t('title.debug'));
  if (status === 'loading') return <FullScreenLoader />;
  return (
    <ErrorBoundary
      fallback={RouteErrorFallback}
      onReset={retryFailedPages}
      context={{ boundary: 'route', route: 'debug' }}
    >
      <Suspense fallback={<FullScreenLoader message={t('loading')} />}>
        <DebugPage />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Every path that is not sign-in: the auth guard, then the layout with the screen, or the 404. */
function WorkspaceRoute() {
  const { status } = useAuth();
  const [location] = useLocation();

  if (status === 'loading') return <FullScreenLoader />;
  if (status === 'unauthenticated')
    return isWorkspacePath(location) ? <Redirect to="/login" replace /> : <NotFoundPage />;
  return (
    <ErrorBoundary fallback={RouteErrorFallback} onReset={retryFailedPages} context={{ boundary: 'layout' }}>
      <Suspense fallback={<FullScreenLoader />}>
        <Workspace />
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
