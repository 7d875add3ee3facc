import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { Person } from './people';
import { signIn } from './session';

/** The header's word on the device's copy of the working set ('Offline copy ready', …). */
export const replicaStatus = (page: Page) => page.getByRole('banner').locator('[data-replica]');

/** The header's connectivity badge: 'Working Offline, 5 changes not synced', 'Online'… */
export const syncStatus = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^(Online|Working Offline|Syncing)/ });

/**
 * Signs in, and waits until a service worker controls the page (so it reloads without signal)
 * and the header says the copy of the person's work is on the device (so screens read offline).
 */
export async function signInForOffline(page: Page, person: Person): Promise<void> {
  await signIn(page, person.email, person.password);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(replicaStatus(page)).toHaveAttribute('title', 'Offline copy ready');
}

export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect(syncStatus(page)).toHaveAccessibleName(/^Working Offline/);
}

/** How many records the device's copy holds, all collections and its state together. */
export function copiedRecordCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('fieldwork-replica');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const names = [...database.objectStoreNames];
          if (names.length === 0) {
            database.close();
            resolve(0);
            return;
          }
          const tx = database.transaction(names);
          let total = 0;
          for (const name of names) {
            const count = tx.objectStore(name).count();
            count.onsuccess = () => {
              total += count.result;
            };
          }
          tx.oncomplete = () => {
            database.close();
            resolve(total);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}
