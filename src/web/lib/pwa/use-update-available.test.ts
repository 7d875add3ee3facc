import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToastState } from '../toast/toast-store';
import {
  useUpdateAvailable,
  type UpdateContainer,
  type UpdateDependencies,
  type UpdateRegistration,
  type UpdateWorker,
} from './use-update-available';

class FakeWorker extends EventTarget implements UpdateWorker {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();

  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements UpdateRegistration {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;

  /** The browser found a new sw.js and starts installing it. */
  findUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

class FakeContainer extends EventTarget implements UpdateContainer {
  constructor(public controller: unknown) {
    super();
  }
}

function setUp({ controlled = true, waiting = false } = {}) {
  const registration = new FakeRegistration();
  if (waiting) registration.waiting = Object.assign(new FakeWorker(), { state: 'installed' as const });
  const container = new FakeContainer(controlled ? {} : null);
  const reload = vi.fn();
  const dependencies: UpdateDependencies = { registration: Promise.resolve(registration), container, reload };
  const hook = renderHook(() => useUpdateAvailable(dependencies));
  return { registration, container, reload, hook };
}

describe('useUpdateAvailable', () => {
  it('flags a version that finished installing while an older one controls the page', async () => {
    const { registration, hook } = setUp();
    // The registration resolves; only then does the hook listen for updates.
    await act(async () => undefined);
    const worker = registration.findUpdate();
    expect(hook.result.current.available).toBe(false);
    act(() => worker.moveTo('installed'));
    expect(hook.result.current.available).toBe(true);
  });

  it('flags a version already waiting when the page opens', async () => {
    const { hook } = setUp({ waiting: true });
    await waitFor(() => expect(hook.result.current.available).toBe(true));
  });

  it('does not flag the first install (nothing controlled the page before)', async () => {
    const { registration, hook } = setUp({ controlled: false });
    await act(async () => undefined);
    act(() => registration.findUpdate().moveTo('installed'));
    expect(hook.result.current.available).toBe(false);
  });

  it('asks the waiting worker to take over and reloads once it controls the page', async () => {
    const { registration, container, reload, hook } = setUp({ waiting: true });
    await waitFor(() => expect(hook.result.current.available).toBe(true));
    act(() => hook.result.current.update());
    expect(registration.waiting?.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(hook.result.current.updating).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows 'Update Failed' when the new worker dies before taking over", async () => {
    const { registration, reload, hook } = setUp({ waiting: true });
    await waitFor(() => expect(hook.result.current.available).toBe(true));
    act(() => hook.result.current.update());
    act(() => registration.waiting?.moveTo('redundant'));
    expect(hook.result.current.available).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(getToastState().toasts[0]).toMatchObject({ title: 'Update Failed', variant: 'destructive' });
  });

  it("shows 'Update Failed' when the message cannot be posted", async () => {
    const { registration, hook } = setUp({ waiting: true });
    await waitFor(() => expect(hook.result.current.available).toBe(true));
    registration.waiting?.postMessage.mockImplementation(() => {
      throw new DOMException('The worker is gone', 'InvalidStateError');
    });
    act(() => hook.result.current.update());
    expect(hook.result.current.updating).toBe(false);
    expect(getToastState().toasts[0]).toMatchObject({ title: 'Update Failed' });
  });
});
