import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { STORAGE_KEYS } from '@shared/constants';
import type { SearchResults } from '@shared/schemas/search';
import { createQueryClient } from '@web/app/query-client';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { SearchBox } from './search-box';

const RESULTS: SearchResults = {
  workOrders: [
    {
      id: '3f1c2a4e-0000-4000-8000-000000000001',
      foNumber: 'WO-2026-042',
      description: 'Pump leaking at the seal',
      status: 'new',
    },
  ],
  equipment: [
    {
      id: '3f1c2a4e-0000-4000-8000-000000000002',
      assetTag: 'PMP-001',
      name: 'Cooling water pump',
      model: 'Grundfos CR 32-2',
      status: 'active',
    },
  ],
  parts: [
    {
      id: '3f1c2a4e-0000-4000-8000-000000000003',
      partNumber: 'SEAL-CR32',
      name: 'Shaft seal',
      stockLevel: 3,
    },
  ],
};

function renderSearch(results: SearchResults = RESULTS) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile()),
    'GET /api/search': () => jsonResponse(200, results),
  });
  const view = renderWithApp(<SearchBox />, { path: '/dashboard' });
  return { ...stub, ...view, input: screen.getByRole('combobox', { name: 'Search' }) };
}

describe('header search', () => {
  it('asks nothing below 2 characters, then lists grouped results', async () => {
    const { input, calls } = renderSearch();
    await userEvent.type(input, 'p');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(input, 'u');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(await screen.findByRole('option', { name: 'WO-2026-042 Pump leaking at the seal' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Work orders' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Equipment' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Parts' })).toBeTruthy();
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(calls.filter((call) => call.url.startsWith('/api/search')).map((call) => call.url)).toEqual([
      '/api/search?q=pu&limit=5',
    ]);
  });

  it('moves with the arrow keys (wrapping), and Enter opens the active result', async () => {
    const { input, currentPath } = renderSearch();
    await userEvent.type(input, 'pump');
    await screen.findByRole('option', { name: 'PMP-001 Cooling water pump' });

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const equipment = screen.getByRole('option', { name: 'PMP-001 Cooling water pump' });
    expect(equipment.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(equipment.id);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(
      screen
        .getByRole('option', { name: 'WO-2026-042 Pump leaking at the seal' })
        .getAttribute('aria-selected'),
    ).toBe('true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(currentPath()).toBe('/equipment?asset=PMP-001');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('opens parts in the inventory and work orders on their page', async () => {
    const { input, currentPath } = renderSearch();
    await userEvent.type(input, 'seal');
    await userEvent.click(await screen.findByRole('option', { name: 'SEAL-CR32 Shaft seal' }));
    expect(currentPath()).toBe('/inventory?q=SEAL-CR32');
    await userEvent.type(input, 'leak');
    await userEvent.click(await screen.findByRole('option', { name: /WO-2026-042/ }));
    expect(currentPath()).toBe('/work-orders/3f1c2a4e-0000-4000-8000-000000000001');
  });

  it('says "No results", and Esc closes the list then clears the text', async () => {
    const { input } = renderSearch({ workOrders: [], equipment: [], parts: [] });
    await userEvent.type(input, 'zzz');
    expect(await screen.findByText(/No results for/)).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
    expect((input as HTMLInputElement).value).toBe('zzz');
    await userEvent.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('"/" works the moment the box is on screen, before React has run its passive effects', async () => {
    // Rendered outside act(), as in the browser: the key arrives right after the commit that
    // puts the box in the page (a MutationObserver runs then), as a fast person's or a test's would.
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const focusedOnArrival = new Promise<boolean>((resolve) => {
      const observer = new MutationObserver(() => {
        const input = container.querySelector('input');
        if (!input) return;
        observer.disconnect();
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));
        resolve(document.activeElement === input);
      });
      observer.observe(container, { childList: true, subtree: true });
    });
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={memoryLocation({ path: '/dashboard' }).hook}>
          <SearchBox />
        </Router>
      </QueryClientProvider>,
    );
    try {
      expect(await focusedOnArrival).toBe(true);
    } finally {
      root.unmount();
      container.remove();
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    }
  });
});
