import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { registerSessionData } from '@web/lib/auth/session-data';
import { createQueryClient } from './query-client';

/**
 * The app's one query cache, made when the first screen that reads through it loads (the
 * workspace, the debug page), not with the entry: the sign-in page reads nothing through it, so
 * a signed-out visit does not download TanStack Query (ADR 69). A sign-in or sign-out empties it.
 */
const queryClient = createQueryClient();
registerSessionData(() => queryClient.clear());

export function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
