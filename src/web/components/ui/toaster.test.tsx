import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@web/lib/toast/toast-store';
import { Toaster } from './toaster';

function showToast() {
  render(<Toaster />);
  act(() => {
    toast({ title: 'Equipment Found', description: 'Linked to CMP-01 - Main plant air compressor' });
  });
  return screen.getByRole('listitem');
}

describe('Toaster', () => {
  it('announces the toast in a live region', async () => {
    showToast();
    const status = await screen.findByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(status.textContent).toContain('Equipment Found'));
  });

  it('announces a destructive toast assertively', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Failed to record the adjustment', variant: 'destructive' });
    });
    const status = await screen.findByRole('status');
    expect(status.getAttribute('aria-live')).toBe('assertive');
    await waitFor(() => expect(status.textContent).toContain('Failed to record the adjustment'));
  });

  it('is dismissed with Escape once focus is in it', async () => {
    const user = userEvent.setup();
    const item = showToast();
    act(() => item.focus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
  });

  it('is dismissed by its Close button, reached with Tab', async () => {
    const user = userEvent.setup();
    const item = showToast();
    act(() => item.focus());
    await user.tab();
    const close = screen.getByRole('button', { name: 'Dismiss notification' });
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
  });

  it('shows one toast at a time: a new one replaces the one on screen', () => {
    showToast();
    act(() => {
      toast({ title: 'Equipment Not Found' });
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem').textContent).toContain('Equipment Not Found');
  });

  it('offers its action as a button that runs it and closes the toast', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({ title: 'WO-1 scheduled', action: { label: 'Undo', altText: 'Undo with Ctrl+Z', onSelect } });
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
  });
});
