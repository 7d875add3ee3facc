import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { announce, resetAnnouncements } from '@web/lib/announce';
import { LiveAnnouncer } from './live-announcer';

const region = (container: HTMLElement, politeness: 'polite' | 'assertive') => {
  const element = container.querySelector<HTMLElement>(`[data-announcer="${politeness}"]`);
  if (!element) throw new Error(`no ${politeness} region`);
  return element;
};

describe('LiveAnnouncer', () => {
  afterEach(() => resetAnnouncements());

  it('is on the page, empty, before anything is said', () => {
    const { container } = render(<LiveAnnouncer />);
    expect(region(container, 'polite').getAttribute('aria-live')).toBe('polite');
    expect(region(container, 'assertive').getAttribute('aria-live')).toBe('assertive');
    expect(region(container, 'polite').textContent).toBe('');
  });

  it('speaks a message politely, and an urgent one assertively, each in its own region', () => {
    const { container } = render(<LiveAnnouncer />);
    act(() => announce('Work order WO-2026-014 updated'));
    act(() => announce('Failed to record the adjustment', 'assertive'));
    expect(region(container, 'polite').textContent).toBe('Work order WO-2026-014 updated');
    expect(region(container, 'polite').getAttribute('aria-atomic')).toBe('true');
    expect(region(container, 'assertive').textContent).toBe('Failed to record the adjustment');
  });

  it('says the same words twice as two messages: the region changes', () => {
    const { container } = render(<LiveAnnouncer />);
    act(() => announce('Back online.'));
    const first = region(container, 'polite').firstElementChild;
    act(() => announce('Back online.'));
    const second = region(container, 'polite').firstElementChild;
    expect(second?.textContent).toBe('Back online.');
    expect(second).not.toBe(first);
  });
});
