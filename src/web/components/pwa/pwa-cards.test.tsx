import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PwaCards } from './pwa-cards';

/** What Chromium fires when the app may be installed. */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe('PwaCards', () => {
  afterEach(() => window.sessionStorage.clear());

  it('shows nothing until the browser offers an install or an update', () => {
    const { container } = render(<PwaCards />);
    expect(container.childElementCount).toBe(0);
  });

  it('offers the install and prompts on Install', async () => {
    render(<PwaCards />);
    const event = offerInstall();
    expect(screen.getByRole('region', { name: 'Install Fieldwork' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalled();
    // Accepted: the browser installs and the card has nothing more to offer.
    expect(screen.queryByRole('region', { name: 'Install Fieldwork' })).toBeNull();
  });

  it('hides the install card for the rest of the session on Not now', async () => {
    const first = render(<PwaCards />);
    offerInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install Fieldwork' })).toBeNull();
    first.unmount();

    render(<PwaCards />);
    offerInstall();
    expect(screen.queryByRole('region', { name: 'Install Fieldwork' })).toBeNull();
  });
});
