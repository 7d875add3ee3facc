import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/lib/auth/auth-context';
import { useProfileLanguage } from '@web/lib/i18n/profile-language';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { AccessDenied } from './access-denied';
import { useDocumentTitle } from './document-title';
import { ErrorBoundary } from './errors/error-boundary';
import { RouteErrorFallback } from './errors/route-error-fallback';
import AppLayout from './layout/app-layout';
import { lazyPage, retryFailedPages } from './lazy-page';
import { appMessages } from './messages';
import { QueryRoot } from './query-root';
import { findProtectedRoute } from './routes';
import '../styles/workspace.css';

const NotFoundContent = lazyPage<{ isSignedIn?: boolean }>(() =>
  import('./not-found-page').then((m) => ({ default: m.NotFoundContent })),
);

function PageLoader() {
  const t = useT(appMessages);
  return (
    <div className="flex justify-center py-24 text-muted-foreground">
      <Spinner className="size-6" label={t('workspace.loadingPage')} />
    </div>
  );
}

/**
 * The signed-in workspace: the layout with the screen at the current path, its permission
 * check, its chunk and its own error boundary. One lazy chunk with the route table, so the
 * sign-in page never downloads the table of screens it cannot show.
 */
function WorkspaceScreens() {
  const { user } = useAuth();
  useProfileLanguage();
  const [location] = useLocation();
  const route = findProtectedRoute(location);
  const isAllowed = useCan(route?.permission);
  const t = useT(appMessages);
  useDocumentTitle(t(route?.title ?? 'title.notFound'));

  let content = route?.element ?? <NotFoundContent />;
  if (route && user && !isAllowed) content = <AccessDenied screenTitle={t(route.title)} role={user.role} />;
  return (
    <AppLayout>
      {/* Keyed by location: moving to another screen clears an error shown on the last one. */}
      <ErrorBoundary
        key={location}
        fallback={RouteErrorFallback}
        onReset={retryFailedPages}
        context={{ boundary: 'route', path: location }}
      >
        <Suspense fallback={<PageLoader />}>{content}</Suspense>
      </ErrorBoundary>
    </AppLayout>
  );
}

/** The screens read through the app's query cache, which loads with them (ADR 69). */
export default function Workspace() {
  return (
    <QueryRoot>
      <WorkspaceScreens />
    </QueryRoot>
  );
}
