import { expect, test, type Page } from '@playwright/test';
import { createAsset } from './support/assets';
import { createPerson } from './support/people';
import { pixelsOf, readQrCode } from './support/read-qr';
import { signIn } from './support/session';
import { unique } from './support/unique';

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

/** The body's background as the page paints it now. */
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('paper is light whatever the theme: a dark screen prints the light palette', async ({ browser }) => {
  const light = await browser.newContext({ colorScheme: 'light', serviceWorkers: 'block' });
  const lightPage = await light.newPage();
  await lightPage.route(WITHOUT_THE_APP, (route) => route.abort());
  await lightPage.goto('/login');
  const paper = await bodyBackground(lightPage);
  await light.close();

  const context = await browser.newContext({ colorScheme: 'dark', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(WITHOUT_THE_APP, (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(() => bodyBackground(page)).not.toBe(paper);

  await page.emulateMedia({ media: 'print' });
  await expect.poll(() => bodyBackground(page)).toBe(paper);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  await context.close();
});

test('a QR label in the dark theme is dark on light, its quiet zone light, and scans', async ({
  browser,
  request,
}) => {
  const supervisor = await createPerson(request, 'supervisor');
  const tag = `DRK-${unique()}`;
  const asset = await createAsset(request, supervisor, {
    name: `Dark label ${tag}`,
    assetTag: tag,
    model: 'Zebra ZT411',
    description: 'Label of the dark theme',
  });
  // Twice the pixels, so each of the code's modules is several pixels wide.
  const context = await browser.newContext({ colorScheme: 'dark', deviceScaleFactor: 2 });
  const page = await context.newPage();
  await signIn(page, supervisor.email, supervisor.password);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.goto(`/equipment/labels?ids=${asset.id}`);
  const qr = page.getByLabel('Label sheet preview').getByRole('img', { name: `QR code for ${tag}` });
  await expect(qr).toBeVisible();

  const { data, width, height } = await pixelsOf(qr);
  // The outermost two pixels all round: the code's quiet zone, as the scanner sees it.
  const ring: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (x > 1 && y > 1 && x < width - 2 && y < height - 2) continue;
      const at = (y * width + x) * 4;
      ring.push(Math.min(data[at]!, data[at + 1]!, data[at + 2]!));
    }
  }
  expect(Math.min(...ring)).toBeGreaterThan(230);
  expect(await readQrCode(qr)).not.toBeNull();
  await context.close();
});
