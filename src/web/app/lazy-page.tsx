import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule<P> = Promise<{ default: ComponentType<P> }>;

/** Renewals for pages whose chunk failed to download, run by Try Again. */
const pendingRetries = new Set<() => void>();

/**
 * React.lazy remembers a failed import forever, so Try Again would fail the same way. A
 * failed page stays failed (no automatic retry loop while offline) until the error
 * boundary's Try Again calls `retryFailedPages()`, which gives it a fresh download.
 */
export function lazyPage<P extends object>(load: () => PageModule<P>): ComponentType<P> {
  const holder: { current: LazyExoticComponent<ComponentType<P>> } = { current: createLazy() };

  function createLazy(): LazyExoticComponent<ComponentType<P>> {
    return lazy(() =>
      load().catch((error: unknown) => {
        pendingRetries.add(renew);
        throw error;
      }),
    );
  }

  function renew(): void {
    holder.current = createLazy();
  }

  function LazyPage(props: P) {
    const Page = holder.current;
    return <Page {...props} />;
  }
  return LazyPage;
}

export function retryFailedPages(): void {
  pendingRetries.forEach((renew) => renew());
  pendingRetries.clear();
}
