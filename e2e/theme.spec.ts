import { expect, test } from '@playwright/test';

// The app's own code never arrives, so what is shown is the page, its styles and the theme the
// page sets on its own: what a dark device paints first, before the app has run.
const WITHOUT_THE_APP = /\/assets\/index-[\w-]+\.js$/;

test('a dark device paints the dark theme before the app has run', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(WITHOUT_THE_APP, (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe('rgb(255, 255, 255)');
  await context.close();
});

test('a person who chose Light on a dark device gets light from the first paint', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', serviceWorkers: 'block' });
  await context.addInitScript(() => window.localStorage.setItem('fieldworkTheme', 'light'));
  const page = await context.newPage();
  await page.route(WITHOUT_THE_APP, (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await context.close();
});
