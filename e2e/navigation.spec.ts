import { expect, test } from '@playwright/test';
import { createPerson } from './support/people';
import { signIn } from './support/session';

test('unknown paths show the 404 page, with the way in', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(
    page.getByText(
      'There is no page at /no-such-page. The link may be out of date or mistyped: check the address, or sign in and find the page from the menu.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the mobile menu lists the screens and navigates', async ({ page, request }) => {
    const supervisor = await createPerson(request, 'supervisor');
    await signIn(page, supervisor.email, supervisor.password);
    await expect(page.getByRole('complementary')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    for (const entry of [
      'Dashboard',
      'Work Orders',
      'Equipment',
      'Inventory',
      'Preventive Maintenance',
      'Vendors',
      'Reports',
      'Settings',
    ]) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Vendors', exact: true }).click();
    await expect(page).toHaveURL(/\/vendors$/);
    await expect(page.getByRole('heading', { name: 'Vendor Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('supervisors open Reports from the mobile menu', async ({ page, request }) => {
    const supervisor = await createPerson(request, 'supervisor');
    await signIn(page, supervisor.email, supervisor.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  });
});

test('a technician does not see manager pages and is refused when opening one', async ({ page, request }) => {
  const technician = await createPerson(request, 'technician');
  await signIn(page, technician.email, technician.password);
  const nav = page.getByRole('complementary').getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Work Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
