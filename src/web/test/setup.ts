import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '@web/lib/toast/toast-store';

// Vitest runs without globals here, so Testing Library's automatic cleanup does not register itself.
afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
