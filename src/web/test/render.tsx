import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@web/app/query-client';
import { AuthProvider } from '@web/lib/auth/auth-provider';
import { Toaster } from '@web/components/ui/toaster';
import { TooltipProvider } from '@web/components/ui/tooltip';

export interface RenderOptions {
  /** The path the in-memory router starts at. */
  path?: string;
}

export interface RenderWithAppResult extends RenderResult {
  /** Where the in-memory router is now. */
  currentPath: () => string;
}

/** Renders inside the real providers (query client, auth, toasts) with an in-memory router. */
export function renderWithApp(ui: ReactElement, { path = '/' }: RenderOptions = {}): RenderWithAppResult {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <AuthProvider>
          {/* As the app layout provides it to every screen. */}
          <TooltipProvider delayDuration={0}>{children}</TooltipProvider>
          <Toaster />
        </AuthProvider>
      </Router>
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper });
  return { ...result, currentPath: () => location.history.at(-1) ?? path };
}
