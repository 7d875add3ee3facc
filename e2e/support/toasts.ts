import type { Locator, Page } from '@playwright/test';

/**
 * The toast on screen that shows all the given texts, found in one look: a toast stays only
 * 5 s, so its title and description are not checked one after the other. (Its role=status
 * twin is the screen-reader announcement, gone after 1 s.) An open modal dialog hides the rest
 * of the page from assistive technology, the toasts included, though they stay in sight.
 */
export function toast(page: Page, ...texts: string[]): Locator {
  return texts.reduce(
    (found, text) => found.filter({ hasText: text }),
    page
      .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
      .getByRole('listitem', { includeHidden: true }),
  );
}
