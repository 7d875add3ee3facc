import { readLibTextsFrom } from '@web/lib/lib-texts';
import { libMessages } from '@web/lib/messages';
import { ErrorBoundary, type FallbackProps } from './errors/error-boundary';
import { ErrorFallback } from './errors/error-fallback';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// The words of src/web/lib's functions (formatting, toasts raised outside screens) follow the language.
readLibTextsFrom(libMessages);

function AppErrorFallback(props: FallbackProps) {
  return <ErrorFallback {...props} showDetails />;
}

export function App() {
  return (
    <ErrorBoundary fallback={AppErrorFallback} context={{ boundary: 'app' }}>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </ErrorBoundary>
  );
}
