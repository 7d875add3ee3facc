import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '@web/lib/toast/toast-store';

// findBy… and waitFor wait for what the user would see; on a busy CI machine a lazy route chunk
// can take seconds to load. The bound only catches a hang: it is never a timing assertion.
configure({ asyncUtilTimeout: 15_000 });

// Vitest runs without globals here, so Testing Library's automatic cleanup does not register itself.
afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
