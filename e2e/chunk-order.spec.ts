import { expect, test } from '@playwright/test';
import { createPerson } from './support/people';
import { signIn } from './support/session';

// The layout's chunk and the shared layout chunk import each other (ADR 62). Whichever file
// arrives last, the screens must open: before the fix, a shared chunk that came late made every
// signed-in screen "Something went wrong" (React error #130), seen once in CI after a reload.
for (const late of ['layout-shared', 'workspace']) {
  test(`signed-in screens open when the ${late} chunk arrives last`, async ({ browser, request }) => {
    const supervisor = await createPerson(request, 'supervisor');
    // The service worker would answer from its cache, past the delay.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    let held = 0;
    await page.route(new RegExp(`/assets/${late}-[\\w-]+\\.js$`), async (route) => {
      held += 1;
      // Holds the file until the page has asked for every other one it needs.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await signIn(page, supervisor.email, supervisor.password);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.goto('/equipment');
    await expect(page.getByRole('heading', { name: 'Equipment', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Equipment' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(held).toBeGreaterThan(0);
    await context.close();
  });
}
