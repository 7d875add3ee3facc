import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A dialog whose code downloads the first time it is shown, not with the screen that offers
 * it: forms, selects and their libraries stay out of a route's first load (issue 14 §5 bundle
 * budgets). It loads when `isOpen` first holds (by default its `open` prop, or at once for a
 * dialog without one) and then stays mounted, so closing animates and reopening is instant.
 * Offline, the service worker has every chunk.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => !('open' in props) || Boolean(props.open),
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [wasOpened, setWasOpened] = useState(() => isOpen(props));
    if (!wasOpened && isOpen(props)) setWasOpened(true);
    if (!wasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

/**
 * A part of a screen shown only after a click (a tab other than the first), downloaded when
 * it first renders, with `fallback` meanwhile.
 */
export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  const Section = lazy(() => load().then((component) => ({ default: component })));
  function LazySection(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Section {...props} />
      </Suspense>
    );
  }
  return LazySection;
}
