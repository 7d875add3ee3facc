import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@shared/constants';
import { dismissToast, getToastState, toast, toastReducer } from './toast-store';

describe('toast store', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps one toast at a time: a new toast replaces the one shown', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    toast({ title: 'Second' });
    const { toasts } = getToastState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.title).toBe('Second');
    expect(toasts[0]?.open).toBe(true);
  });

  it('updates a toast in place', () => {
    const handle = toast({ title: 'Saving' });
    handle.update({ title: 'Saved', variant: 'default' });
    expect(getToastState().toasts[0]?.title).toBe('Saved');
  });

  it('dismisses (closes) first and removes from memory after the remove delay', () => {
    vi.useFakeTimers();
    const handle = toast({ title: 'Profile updated' });
    dismissToast(handle.id);
    expect(getToastState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('reduces ADD, UPDATE, DISMISS and REMOVE actions', () => {
    const added = toastReducer(
      { toasts: [] },
      { type: 'ADD_TOAST', toast: { id: '1', open: true, title: 'A' } },
    );
    const updated = toastReducer(added, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'B' } });
    const dismissed = toastReducer(updated, { type: 'DISMISS_TOAST' });
    const removed = toastReducer(dismissed, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(updated.toasts[0]?.title).toBe('B');
    expect(dismissed.toasts[0]?.open).toBe(false);
    expect(removed.toasts).toEqual([]);
  });
});
