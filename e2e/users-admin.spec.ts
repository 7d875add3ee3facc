import { expect, test } from '@playwright/test';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { unique } from './support/unique';

test('an admin adds a technician, who can sign in until the admin deactivates them', async ({
  page,
  browser,
  request,
}) => {
  const admin = await createPerson(request, 'admin');
  const lastName = `Haddad ${unique()}`;
  const email = `noor.${unique().toLowerCase()}@example.com`;
  await signIn(page, admin.email, admin.password);
  await page.getByRole('complementary').getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);

  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('First name').fill('Noor');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Main Plant').check();
  await dialog.getByLabel('Initial password').fill('noor-initial-1');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('User added', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Active');

  const other = await browser.newContext();
  const newcomer = await other.newPage();
  await signIn(newcomer, email, 'noor-initial-1');
  await other.close();

  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('User deactivated', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel('Show deactivated').click();
  await expect(row).toContainText('Deactivated');

  const again = await browser.newContext();
  const refused = await again.newPage();
  await refused.goto('/login');
  await refused.getByLabel('Email').fill(email);
  await refused.getByLabel('Password', { exact: true }).fill('noor-initial-1');
  await refused.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    refused.getByRole('alert').filter({ hasText: 'This account has been deactivated' }).first(),
  ).toBeVisible();
  await again.close();
});
