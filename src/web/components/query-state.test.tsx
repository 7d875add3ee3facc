import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY } from '@web/lib/i18n/locale-store';
import { NEEDS_CONNECTION_MESSAGE, needsConnection, noCopy } from '@web/lib/replica/local-reads/local-answer';
import { renderWithApp } from '@web/test/render';
import { QueryState, Skeletons, type QueryLike } from './query-state';

function renderState(query: QueryLike<string[]>) {
  return render(
    <QueryState
      query={query}
      errorTitle="Failed to fetch vendors"
      loading={
        <Skeletons count={4} label="Loading vendors">
          {() => <div data-testid="placeholder" />}
        </Skeletons>
      }
      isEmpty={(list) => list.length === 0}
      empty={<p>No vendors found</p>}
    >
      {(list) => (
        <ul aria-label="Vendors">
          {list.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

const base = { isPending: false, isError: false, data: undefined, refetch: () => undefined };

describe('query state', () => {
  it('shows the asked number of placeholders while loading', () => {
    renderState({ ...base, isPending: true });
    expect(screen.getByLabelText('Loading vendors')).toBeTruthy();
    expect(screen.getAllByTestId('placeholder')).toHaveLength(4);
    expect(screen.queryByText('No vendors found')).toBeNull();
  });

  it("shows the spec's message with Try again, which asks again", async () => {
    const refetch = vi.fn();
    renderState({ ...base, isError: true, refetch });
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch vendorsTry again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for an empty answer, and the data otherwise', () => {
    const { rerender } = renderState({ ...base, data: [] });
    expect(screen.getByText('No vendors found')).toBeTruthy();
    rerender(
      <QueryState
        query={{ ...base, data: ['Nordic Bearings'] }}
        errorTitle="Failed to fetch vendors"
        loading={null}
      >
        {(list) => <p>{list.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Nordic Bearings')).toBeTruthy();
  });

  it('keeps the data on screen when a refetch fails', () => {
    renderState({ ...base, isError: true, data: ['Nordic Bearings'] });
    expect(screen.getByRole('list', { name: 'Vendors' }).textContent).toBe('Nordic Bearings');
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('tells calmly, in plain words, that a read is not kept on the device offline', () => {
    renderState({ ...base, isError: true, error: needsConnection() });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe(`Not available offline${NEEDS_CONNECTION_MESSAGE}`);
    expect(screen.queryByText('Failed to fetch vendors')).toBeNull();
  });

  it('words the notice in the language the screen speaks when it shows it, not when the read failed', async () => {
    // Made while the screens spoke English (the person's language not yet arrived).
    const error = noCopy();
    window.localStorage.setItem(LOCALE_KEY, 'de');
    try {
      renderWithApp(
        <QueryState
          query={{ ...base, isError: true, error }}
          errorTitle="Failed to fetch vendors"
          loading={null}
        >
          {() => null}
        </QueryState>,
      );
      const notice = await screen.findByRole('status');
      await waitFor(() =>
        expect(notice.textContent).toContain(
          'Sie sind offline, und dieses Gerät hat noch keine Kopie Ihrer Arbeit.',
        ),
      );
    } finally {
      window.localStorage.removeItem(LOCALE_KEY);
    }
  });
});
