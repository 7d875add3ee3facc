import { useState } from 'react';
import { ErrorBoundary, type FallbackProps } from './errors/error-boundary';
import { ErrorFallback } from './errors/error-fallback';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { AppRouter } from './router';

function AppErrorFallback(props: FallbackProps) {
  return <ErrorFallback {...props} showDetails />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary fallback={AppErrorFallback} context={{ boundary: 'app' }}>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </ErrorBoundary>
  );
}
