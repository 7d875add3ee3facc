import { describe, expect, it, vi } from 'vitest';
import { openNotificationTarget, type AppWindow, type AppWindows } from './open-target';

const URL_TO_OPEN = 'https://fieldwork.example/work-orders/4f1c';

function fakeWindow(url: string, focused = false, navigate = vi.fn(async () => null)): AppWindow {
  return { url, focused, focus: vi.fn(async () => null), navigate };
}

function fakeClients(windows: AppWindow[]) {
  const openWindow = vi.fn(async () => null);
  const clients: AppWindows = { matchAll: vi.fn(async () => windows), openWindow };
  return { clients, openWindow };
}

describe('openNotificationTarget', () => {
  it('focuses the focused app window and navigates it', async () => {
    const other = fakeWindow('https://fieldwork.example/dashboard');
    const focused = fakeWindow('https://fieldwork.example/inventory', true);
    const { clients, openWindow } = fakeClients([other, focused]);
    await openNotificationTarget(clients, URL_TO_OPEN);
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(URL_TO_OPEN);
    expect(other.focus).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('uses any open window when none has focus, without reloading one already there', async () => {
    const window = fakeWindow(URL_TO_OPEN);
    const { clients, openWindow } = fakeClients([window]);
    await openNotificationTarget(clients, URL_TO_OPEN);
    expect(window.focus).toHaveBeenCalled();
    expect(window.navigate).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when the app is not open', async () => {
    const { clients, openWindow } = fakeClients([]);
    await openNotificationTarget(clients, URL_TO_OPEN);
    expect(openWindow).toHaveBeenCalledWith(URL_TO_OPEN);
  });

  it('opens a new window when the open one refuses to navigate (not controlled by the worker yet)', async () => {
    const refusing = fakeWindow(
      'https://fieldwork.example/dashboard',
      true,
      vi.fn(async () => {
        throw new TypeError('This service worker is not the client’s active service worker.');
      }),
    );
    const { clients, openWindow } = fakeClients([refusing]);
    await openNotificationTarget(clients, URL_TO_OPEN);
    expect(openWindow).toHaveBeenCalledWith(URL_TO_OPEN);
  });
});
