import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToastState } from '../toast/toast-store';
import { useInstallPrompt, type InstallWindow } from './use-install-prompt';

/** A window whose display mode and install events the test controls. */
function fakeWindow(standalone = false) {
  const target = new EventTarget();
  const displayMode = Object.assign(new EventTarget(), { matches: standalone });
  const installWindow: InstallWindow = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    matchMedia: vi.fn(() => displayMode as unknown as MediaQueryList),
  };
  return { installWindow, target, displayMode };
}

function installPrompt(prompt: () => Promise<unknown>, outcome: 'accepted' | 'dismissed' = 'accepted') {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(prompt),
    userChoice: Promise.resolve({ outcome }),
  });
}

describe('useInstallPrompt', () => {
  it('is unavailable until the browser offers an install, then installable', () => {
    const { installWindow, target } = fakeWindow();
    const { result } = renderHook(() => useInstallPrompt(installWindow));
    expect(result.current.state).toBe('unavailable');
    const event = installPrompt(async () => undefined);
    act(() => void target.dispatchEvent(event));
    expect(result.current.state).toBe('installable');
    expect(event.defaultPrevented).toBe(true);
  });

  it('prompts, follows the choice, and is installed once the browser says so', async () => {
    const { installWindow, target } = fakeWindow();
    const { result } = renderHook(() => useInstallPrompt(installWindow));
    const event = installPrompt(async () => undefined, 'accepted');
    act(() => void target.dispatchEvent(event));
    await act(() => result.current.install());
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBe('accepted');
    act(() => void target.dispatchEvent(new Event('appinstalled')));
    expect(result.current.state).toBe('installed');
  });

  it('records a dismissed prompt and does not prompt twice with one event', async () => {
    const { installWindow, target } = fakeWindow();
    const { result } = renderHook(() => useInstallPrompt(installWindow));
    const event = installPrompt(async () => undefined, 'dismissed');
    act(() => void target.dispatchEvent(event));
    await act(() => result.current.install());
    await act(() => result.current.install());
    expect(result.current.state).toBe('dismissed');
    expect(event.prompt).toHaveBeenCalledTimes(1);
  });

  it('is installed from the start in standalone display mode, and when the mode changes to it', () => {
    expect(renderHook(() => useInstallPrompt(fakeWindow(true).installWindow)).result.current.state).toBe(
      'installed',
    );
    const { installWindow, displayMode } = fakeWindow();
    const { result } = renderHook(() => useInstallPrompt(installWindow));
    act(() => void displayMode.dispatchEvent(Object.assign(new Event('change'), { matches: true })));
    expect(result.current.state).toBe('installed');
  });

  it("shows 'Installation Failed' when the prompt fails", async () => {
    const { installWindow, target } = fakeWindow();
    const { result } = renderHook(() => useInstallPrompt(installWindow));
    act(
      () =>
        void target.dispatchEvent(
          installPrompt(async () => {
            throw new DOMException(
              'The prompt() method must be called with a user gesture',
              'NotAllowedError',
            );
          }),
        ),
    );
    await act(() => result.current.install());
    expect(result.current.state).toBe('dismissed');
    expect(getToastState().toasts[0]).toMatchObject({ title: 'Installation Failed', variant: 'destructive' });
  });
});
