import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readErrorLog } from '@web/lib/error-log';
import { renderWithApp } from '@web/test/render';
import { ErrorBoundary, type FallbackProps } from './error-boundary';
import { ErrorFallback } from './error-fallback';
import { RouteErrorFallback } from './route-error-fallback';

const shouldThrow = { current: true };

function Flaky() {
  if (shouldThrow.current) throw new Error('Pump list exploded');
  return <p>Pump list</p>;
}

function GenericWithDetails(props: FallbackProps) {
  return <ErrorFallback {...props} showDetails />;
}

describe('error boundary and fallbacks', () => {
  it('shows the generic fallback texts, an Error ID, and recovers with Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow.current = true;
    render(
      <ErrorBoundary fallback={GenericWithDetails}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred. Please try refreshing the page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();

    const [entry] = readErrorLog();
    expect(entry?.message).toBe('Pump list exploded');
    expect(entry?.eventId).toBeTruthy();
    expect(screen.getByText(/^Error ID:/).textContent).toBe(`Error ID: ${entry?.eventId}`);

    shouldThrow.current = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Pump list')).toBeTruthy();
  });

  it('toggles the details with the stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow.current = true;
    render(
      <ErrorBoundary fallback={GenericWithDetails}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.queryByText(/Pump list exploded/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByText(/Error: Pump list exploded/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByText(/Error: Pump list exploded/)).toBeNull();
  });

  it('offers Try Again, Go Home, Refresh Page and a Report Issue e-mail draft on a route error', async () => {
    const error = new Error('Chart failed');
    const resetError = vi.fn();
    const { currentPath } = renderWithApp(
      <RouteErrorFallback
        error={error}
        eventId="evt-123"
        occurredAt="2026-01-02T03:04:05.000Z"
        resetError={resetError}
      />,
      { path: '/analytics' },
    );
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred. Please try refreshing the page.')).toBeTruthy();
    expect(screen.getByText(/^Error ID:/).textContent).toBe('Error ID: evt-123');
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();

    const report = screen.getByRole('link', { name: 'Report Issue' }).getAttribute('href') ?? '';
    expect(report.startsWith('mailto:support@fieldwork.local?')).toBe(true);
    const body = decodeURIComponent(report.split('body=')[1] ?? '');
    for (const expected of [
      'Error: Error',
      'Message: Chart failed',
      'Event ID: evt-123',
      'Timestamp: 2026-01-02T03:04:05.000Z',
      `Page: ${window.location.href}`,
      `User agent: ${navigator.userAgent}`,
      'Stack:',
    ]) {
      expect(body).toContain(expected);
    }

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(resetError).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(currentPath()).toBe('/dashboard');
  });

  it('records a lazy page whose chunk fails to load and retries the download on Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { lazyPage, retryFailedPages } = await import('../lazy-page');
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
      return { default: () => <p>Loaded page</p> };
    });
    renderWithApp(
      <ErrorBoundary fallback={RouteErrorFallback} onReset={retryFailedPages}>
        <Page />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(readErrorLog().at(-1)?.context).toMatchObject({ chunkLoadFailed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Loaded page')).toBeTruthy();
  });
});
