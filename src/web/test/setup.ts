// The change queue keeps its actions in IndexedDB (lib/offline), which happy-dom does not have.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { openDB } from 'idb';
import { afterEach, vi } from 'vitest';
import { clearSessionData } from '@web/lib/auth/session-data';
import { resetLocale } from '@web/lib/i18n/locale-store';
import { resetToasts } from '@web/lib/toast/toast-store';
import { OFFLINE_DB_NAME } from '@web/lib/offline/change-store';
import { changeQueue } from '@web/lib/offline/browser-queue';

// findBy*/waitFor wait for what the test expects to see; the limit only bounds a hang. On a
// busy machine a screen's first lazy import alone takes longer than Testing Library's 1 s.
configure({ asyncUtilTimeout: 30_000 });

// Screens write dates in the browser's language (lib/formatting.ts); the component tests read
// them as a British browser would: "12 Mar 2026, 09:30".
Object.defineProperty(window.navigator, 'language', { value: 'en-GB', configurable: true });

// Vitest runs without globals here, so Testing Library's automatic cleanup does not register itself.
afterEach(() => {
  cleanup();
  resetToasts();
  // The workspace's query cache lives as long as the module (app/query-root.tsx): one test's
  // answers must not show in the next.
  clearSessionData();
  window.localStorage.clear();
  resetLocale();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// One test's queued changes must not be replayed by the next one signed in as the same user.
afterEach(async () => {
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === OFFLINE_DB_NAME)) return;
  const database = await openDB(OFFLINE_DB_NAME);
  for (const store of database.objectStoreNames) await database.clear(store);
  database.close();
  await changeQueue.refresh();
});
