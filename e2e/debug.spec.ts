import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { CANARY } from './support/canary';
import { collectPageErrors, sidewaysOverflow } from './support/page-errors';
import { signIn } from './support/session';

/** What must never reach a page: connection strings, key material, secret settings' names. */
const SECRET_MARKS = [
  'postgres://',
  'postgresql://',
  'redis://',
  'JWT_SECRET',
  'jwtSecret',
  'VAPID_PRIVATE',
  'PRIVATE KEY',
  'DATABASE_URL',
  ...Object.values(CANARY),
];

async function expectDebugSections(page: Page) {
  await expect(page.getByRole('heading', { name: 'Debug Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Database status' })).toContainText('Connected');
  await expect(page.getByRole('region', { name: 'API health' })).toContainText('Healthy');
  await expect(page.getByRole('region', { name: 'Environment' })).toContainText('NODE_ENV');
  await expect(page.getByRole('region', { name: 'Test summary' }).getByRole('listitem')).toHaveCount(5);
}

test('/debug opens signed out, shows its four sections and no secret', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/debug');
  await expectDebugSections(page);
  await expect(page).toHaveURL(/\/debug$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Operational (admins only)')).toHaveCount(0);
  const html = await page.content();
  for (const mark of SECRET_MARKS) expect(html, mark).not.toContain(mark);
  await page.screenshot({ path: 'test-results/screens/debug-visitor-desktop.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('/debug shows a signed-in admin the operational settings, still without a secret', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, ACCOUNTS.admin.email);
  await page.goto('/debug');
  await expectDebugSections(page);
  await expect(page.getByText('Operational (admins only)')).toBeVisible();
  const html = await page.content();
  for (const mark of SECRET_MARKS) expect(html, mark).not.toContain(mark);
  expect(errors).toEqual([]);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('/debug fits the phone', async ({ page }) => {
    await page.goto('/debug');
    await expectDebugSections(page);
    await page.screenshot({ path: 'test-results/screens/debug-visitor-phone.png', fullPage: true });
    expect(await sidewaysOverflow(page)).toEqual([]);
  });
});
