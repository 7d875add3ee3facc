/** The parts of a WindowClient the click handler uses (tests pass fakes). */
export interface AppWindow {
  readonly url: string;
  readonly focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The parts of the worker's `clients` the click handler uses. */
export interface AppWindows {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Brings the app to the front at `url`: the focused window if there is one, else any open
 * window of the app, else a new one. A window this worker does not control yet refuses
 * navigate(), and then a new window opens instead.
 */
export async function openNotificationTarget(clients: AppWindows, url: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = windows.find((window) => window.focused) ?? windows[0];
  if (!target) {
    await clients.openWindow(url);
    return;
  }
  try {
    await target.focus();
    if (target.url !== url) await target.navigate(url);
  } catch {
    await clients.openWindow(url);
  }
}
